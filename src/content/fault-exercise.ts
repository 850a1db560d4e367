// A fault exercise's circuit and plan (docs/faults.md): the healthy grid its pieces make, the real
// fault as the planner's FaultSpec, and the planner's table and fewest measurements, computed once per
// exercise. Shared by the content check, the server's worker threads and the tests.
import type { Grid } from '../engine/index';
import { faultTable, fewestMeasurements, withFault, type FaultSpec, type FaultTable } from '../solver';
import type { AuthoringFaultExercise } from './schema';

type FaultCircuit = Pick<AuthoringFaultExercise, 'gridSize' | 'prePlacedComponents' | 'fault'>;

/** The circuit as the learner sees it: every piece whole. */
export function healthyGrid(exercise: Pick<FaultCircuit, 'gridSize' | 'prePlacedComponents'>): Grid {
  const grid: Grid = Array.from({ length: exercise.gridSize.rows }, () => Array.from({ length: exercise.gridSize.cols }, () => null));
  for (const piece of exercise.prePlacedComponents) {
    const { row, col, ...cell } = piece;
    if (grid[row] && col < exercise.gridSize.cols) grid[row][col] = cell;
  }
  return grid;
}

export function faultOf(exercise: FaultCircuit): FaultSpec {
  return { ...exercise.fault };
}

/** The circuit as it really is: its one fault applied. */
export function faultyGrid(exercise: FaultCircuit): Grid {
  return withFault(healthyGrid(exercise), faultOf(exercise));
}

export interface FaultPlan {
  table: FaultTable;
  /** Infinity when no tree of measurements tells every suspect apart (the content check refuses it). */
  fewest: number;
}

const plans = new WeakMap<object, FaultPlan>();

/** The planner's table and count for an exercise (solved once per exercise object). */
export function faultPlan(exercise: FaultCircuit): FaultPlan {
  const known = plans.get(exercise);
  if (known) return known;
  const table = faultTable(healthyGrid(exercise), faultOf(exercise));
  const plan = { table, fewest: fewestMeasurements(table) };
  plans.set(exercise, plan);
  return plan;
}
