// The planner's table of a fault exercise (docs/faults.md), solved once on a worker thread and kept for
// the life of the server: the meter's replies, the star's bar and the hint ladder all read it. The
// table holds the fault; nothing here is ever sent as it is.
import type { FaultPlan, ExerciseLocation } from '../../content/index';
import { HttpError } from '../http-error';
import { SIMULATION_TIME_LIMIT_MS, SIMULATION_TOO_SLOW_MESSAGE } from '../work/cost-cap';
import { runHeavy, type WorkPriority } from '../work/work-pool';

const plans = new Map<string, Promise<FaultPlan>>();

/** "chapter/level/exercise" or "project:code/level/exercise": the key measurements are stored under. */
export function placeOf(location: ExerciseLocation): string {
  const where = 'project' in location ? `project:${location.project}` : String(location.chapter);
  return `${where}/${location.level}/${location.exercise}`;
}

/** A fault plan's table is many solves: a wider time limit than one simulation's. */
const PLAN_TIME_LIMIT_MS = SIMULATION_TIME_LIMIT_MS * 4;

export async function planOf(location: ExerciseLocation, priority: WorkPriority): Promise<FaultPlan> {
  const place = placeOf(location);
  let plan = plans.get(place);
  if (!plan) {
    plan = runHeavy({ kind: 'fault-plan', location }, PLAN_TIME_LIMIT_MS, priority).then((outcome) => {
      if (outcome === 'timeout' || !outcome.plan) throw new HttpError(422, SIMULATION_TOO_SLOW_MESSAGE);
      return outcome.plan;
    });
    plans.set(place, plan);
    // A failure is not kept: the next request tries again.
    plan.catch(() => plans.delete(place));
  }
  return plan;
}

/** The index of a cell among the parts the meter can touch, or -1. */
export function partIndex(plan: FaultPlan, cell: { row: number; col: number }): number {
  return plan.table.parts.findIndex((p) => p.row === cell.row && p.col === cell.col);
}
