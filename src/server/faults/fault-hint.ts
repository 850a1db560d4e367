// The hint ladder on a fault exercise (docs/faults.md): from the learner's own readings since their last
// attempt, the suspects still possible and the part whose reading splits them best (the first step of
// the planner's optimal tree). It reads only what the learner has already seen, so it names no fault.
import type { MeasureHint } from '../../api/index';
import type { FaultPlan, ExerciseLocation } from '../../content/index';
import type { Database } from '../db/database';
import { consistentWith, nextMeasurement, suspectCount } from '../../solver';
import type { WorkPriority } from '../work/work-pool';
import { measuredCells } from './fault-measurements';
import { partIndex, placeOf, planOf } from './fault-plans';

export async function faultHint(database: Database, userId: string, location: ExerciseLocation, priority: WorkPriority): Promise<MeasureHint> {
  return hintFrom(database, userId, placeOf(location), await planOf(location, priority));
}

/** The hint from a plan and the learner's readings under `place` (course, project or practice). */
export async function hintFrom(database: Database, userId: string, place: string, plan: FaultPlan): Promise<MeasureHint> {
  const cells = await measuredCells(database, userId, place);
  const seen = cells.map((cell) => partIndex(plan, cell)).filter((part) => part >= 0).map((part) => ({ part, reading: plan.table.readings[0][part] }));
  const set = consistentWith(plan.table, seen);
  const suspects = suspectCount(plan.table, set);
  const next = nextMeasurement(plan.table, set);
  if (!next) return { kind: 'measure', cell: null, suspects, message: 'Your readings already point at one part: which one reads what a whole part would not?' };
  const cell = plan.table.parts[next.part];
  const message =
    next.groups >= 2 && suspects > 2
      ? `Measure this part next: its reading splits the ${suspects} suspects into ${next.groups} groups.`
      : `Measure this part next: ${suspects} parts could still be broken, and its reading tells them apart best.`;
  return { kind: 'measure', cell: { row: cell.row, col: cell.col }, suspects, message };
}
