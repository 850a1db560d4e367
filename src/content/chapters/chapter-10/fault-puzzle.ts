// A fault exercise written as a picture (layout.ts) plus its hidden fault (docs/faults.md). The
// symptom is what the engine's lights do with the fault, never typed by hand; the star's bar comes from
// the planner at run time (src/content/fault-exercise.ts), and the content check proves both.
import { simulate, type GoalEntry } from '../../../engine/index';
import { faultyGrid } from '../../fault-exercise';
import { layout } from '../../layout';
import type { IdeaId } from '../../ideas';
import type { AuthoringFaultExercise } from '../../schema';

interface FaultPuzzleSpec {
  title: string;
  description: string;
  map: string;
  fault: AuthoringFaultExercise['fault'];
  goal: GoalEntry[];
  successMessage: string;
  failureMessage?: string;
  /** The ideas it teaches and uses (ideas.ts); idea-order.ts checks they come in order. */
  teaches?: IdeaId[];
  uses: IdeaId[];
}

const FAILURE = 'That part is whole. Measure again: a broken part reads what a healthy one in its place would not.';

export function faultPuzzle(spec: FaultPuzzleSpec): AuthoringFaultExercise {
  const l = layout(spec.map);
  const circuit = { gridSize: { rows: l.rows, cols: l.cols }, prePlacedComponents: l.prePlacedComponents, fault: spec.fault };
  const { bulbs } = simulate({ grid: faultyGrid(circuit) }, { explain: false });
  return {
    exerciseType: 'fault',
    title: spec.title,
    description: spec.description,
    ...circuit,
    goal: spec.goal as AuthoringFaultExercise['goal'],
    symptoms: { bulbs },
    successMessage: spec.successMessage,
    failureMessage: spec.failureMessage ?? FAILURE,
    ...(spec.teaches ? { teaches: spec.teaches } : {}),
    uses: spec.uses,
  };
}
