// What the hint ladder's first two rungs say (docs/explanations.md "The hint ladder"): both are driven by
// the judge's verdict on every goal entry of the grid as it is now (src/engine/goal-verdict.ts), lights
// and readings alike, so a hint never says a goal is met when it is not. Pure, unit-tested.
import type { CircuitExercise } from '../../../../api/index';
import { entryVerdicts, type EntryVerdict, type GoalEntry, type SimulationResult } from '../../../../engine/index';
import { explanationForGoal, explanationForLight, type ShownExplanation } from '../../../components/explanation/pick-explanation';

/** Said only when the judge's verdict on this very grid meets every goal entry (lights and readings). */
const ALL_MET: Omit<ShownExplanation, 'light'> = {
  kind: 'missing',
  cells: [],
  message: 'Every goal entry is met on this grid now. Press Check Answer.',
};

/** A scenario exercise's hint sees one scenario's goal (the one on the board now), so it says only that. */
const SCENARIO_MET = 'Every goal entry is met in this scenario now. Try the other scenarios too, then press Check Answer.';

function allMet(scenarios: boolean): ShownExplanation {
  return { ...ALL_MET, message: scenarios ? SCENARIO_MET : ALL_MET.message, light: '' };
}

/**
 * Hint 1 (docs/explanations.md "The hint ladder"): the judge's verdict on every goal entry of this grid.
 * The first unmet entry's sentence, then the explanation that fits it (its light's, or for a reading the
 * first wrong goal light's); "every entry is met" only when the verdict says so.
 */
export function verdictHint(result: SimulationResult, goal: readonly GoalEntry[], scenarios = false): ShownExplanation {
  const unmet = entryVerdicts(result, goal).filter((v) => !v.met);
  if (unmet.length === 0) return allMet(scenarios);
  const first = unmet[0];
  const fits = first.lights.map((light) => explanationForLight(result, light)).find((e) => e !== null) ?? explanationForGoal(result, goal);
  if (!fits || fits.kind === 'missing') return { kind: 'missing', cells: [], message: `${first.line}${readingAdvice(first)}`, light: first.lights[0] ?? '' };
  return { ...fits, message: `${first.line} ${fits.message}` };
}

/** Which way a current reading moves with resistance: the one fact that holds whatever the loop. */
function readingAdvice(verdict: EntryVerdict): string {
  if (!('probe' in verdict.entry) || verdict.entry.probe !== 'current' || !verdict.off) return '';
  return verdict.off === 'low'
    ? ' Less resistance in its loop lets more current through.'
    : ' More resistance in its loop lets less current through.';
}

/** Hint 2: the verdict's first unmet entry, then the exercise's tip (or its own advice when it has no tip). */
export function tipHint(result: SimulationResult, exercise: Pick<CircuitExercise, 'goal' | 'scenarios' | 'tip' | 'failureMessage'>): ShownExplanation {
  const unmet = entryVerdicts(result, exercise.goal ?? []).filter((v) => !v.met);
  if (unmet.length === 0) return allMet((exercise.scenarios?.length ?? 0) > 0);
  const advice = exercise.tip?.message ? plainTip(exercise.tip.message) : plainTip(exercise.failureMessage);
  return { kind: 'missing', cells: [], message: `${unmet[0].line} Tip: ${advice}`, light: '' };
}

function plainTip(text: string): string {
  return text.replace(/\*\*(.+?)\*\*/g, '$1');
}
