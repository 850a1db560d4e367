// The solver's puzzle (src/solver/types.ts) made from what the app stores: a course or project circuit
// exercise, or a community level in the creator's words. The one place the exercise and level shapes
// of src/api become the solver's own, so the solver never reads the HTTP shapes.
import type { CircuitExercise, InventoryItem, PrePlacedComponent } from '../api/exercise';
import { allGoalEntries } from '../api/goal-scenarios';
import { inventoryItemOf, type LevelInput } from '../api/levels';
import { stateOf, trayValuesOf, valuesOf, withDefaults, withState } from '../engine/components/catalogue';
import type { Grid } from '../engine/types';
import { applySolution, startGrid } from '../solver/puzzle';
import type { FixedPiece, SolverPuzzle, TrayItem } from '../solver/types';
import type { GridScenario } from '../engine/judge-grid';
import type { Solution } from './schema';

function fixedPiece(p: PrePlacedComponent): FixedPiece {
  return {
    type: p.type,
    row: p.row,
    col: p.col,
    rotation: p.rotation,
    ...valuesOf(p),
    // A switch without `isOn` is off (docs/engine.md); keeping it explicit makes toggles readable.
    ...(stateOf(p) === null ? {} : withState({ type: p.type }, stateOf(p) === true)),
  };
}

function trayItem(item: InventoryItem): TrayItem {
  const filled = withDefaults(item);
  return { type: filled.type, count: filled.count, ...trayValuesOf(filled) };
}

/** A scenario goal's scenarios in the solver's words (inputs and goal); nothing for a plain goal. */
function scenariosOf(judged: { scenarios?: readonly { inputs: GridScenario['inputs']; goal: GridScenario['goal'] }[] }): { scenarios?: GridScenario[] } {
  return judged.scenarios ? { scenarios: judged.scenarios.map((s) => ({ inputs: { ...s.inputs }, goal: s.goal.map((g) => ({ ...g })) })) } : {};
}

/** A course or project circuit exercise (GET /api/course, /api/projects/{code}, or authoring data). */
export function puzzleFromExercise(exercise: CircuitExercise): SolverPuzzle {
  return {
    rows: exercise.gridSize.rows,
    cols: exercise.gridSize.cols,
    fixed: exercise.prePlacedComponents.map(fixedPiece),
    tray: exercise.inventory.map(trayItem),
    goal: allGoalEntries(exercise),
    ...scenariosOf(exercise),
    tags: [...exercise.tags],
  };
}

/** A community level as the creator publishes it (POST /api/levels body, the generator's `level`). */
export function puzzleFromLevel(level: Pick<LevelInput, 'prePlacedComponents' | 'draggableItems' | 'goal' | 'metadata' | 'tags'> & Partial<Pick<LevelInput, 'scenarios'>>): SolverPuzzle {
  return {
    rows: level.metadata.gridRow,
    cols: level.metadata.gridCol,
    fixed: level.prePlacedComponents.map(fixedPiece),
    tray: level.draggableItems.map((item) => trayItem(inventoryItemOf(item))),
    goal: allGoalEntries(level).map((g) => ({ ...g })),
    ...scenariosOf(level),
    tags: [...level.tags],
  };
}

/** The grid before the learner moves; a pre-placed piece that does not fit is named in `problems`. */
export function exerciseStart(exercise: CircuitExercise, problems: string[] = []): Grid {
  return startGrid(puzzleFromExercise(exercise), problems);
}

/** The grid an authored solution builds; each move that does not fit is named in `problems`, after `name`. */
export function solutionGrid(exercise: CircuitExercise, solution: Solution, name: string, problems: string[] = []): Grid {
  return applySolution(puzzleFromExercise(exercise), { placements: solution.place, toggles: solution.toggle ?? [] }, problems, name);
}
