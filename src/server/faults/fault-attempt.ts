// A fault attempt (docs/faults.md): the suspect is right when it is the faulty piece; the star goes to a
// diagnosis that used no more measurements than the planner's fewest. Every reply carries the fewest
// and the measurements used; the attempt clears the count and keeps the result for the teacher.
import type { AttemptAnswer } from '../../api/attempts';
import { feedbackOf } from '../../content/judge-feedback';
import type { FaultPlan } from '../../content/fault-exercise';
import type { ExerciseLocation } from '../../content/index';
import type { AuthoringFaultExercise } from '../../content/schema';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import type { Judgement } from '../attempts/judge-attempt';
import type { WorkPriority } from '../work/work-pool';
import { closeMeasurements } from './fault-measurements';
import { partIndex, placeOf, planOf } from './fault-plans';

export interface FaultJudgement {
  judgement: Judgement;
  fewestMeasurements: number;
  measurementsUsed: number;
}

export async function judgeFaultAttempt(
  database: Database,
  userId: string,
  location: ExerciseLocation,
  exercise: AuthoringFaultExercise,
  answer: AttemptAnswer,
  priority: WorkPriority,
): Promise<FaultJudgement> {
  if (!('suspect' in answer)) throw new HttpError(400, 'answer.suspect is required for a fault-finding exercise.', 'answer.suspect');
  return judgeSuspect(database, userId, placeOf(location), exercise, await planOf(location, priority), answer.suspect);
}

/** The suspect judged against the exercise's fault and plan, its measurements counted under `place` (course, project or practice). */
export async function judgeSuspect(
  database: Database,
  userId: string,
  place: string,
  exercise: AuthoringFaultExercise,
  plan: FaultPlan,
  suspect: { row: number; col: number },
): Promise<FaultJudgement> {
  if (partIndex(plan, suspect) < 0) {
    throw new HttpError(400, `answer.suspect: there is no piece with two ends at row ${suspect.row}, column ${suspect.col}.`, 'answer.suspect');
  }
  const correct = suspect.row === exercise.fault.row && suspect.col === exercise.fault.col;
  const used = await closeMeasurements(database, userId, place, plan.fewest, correct);
  const starAchieved = correct && used <= plan.fewest;
  const feedback = feedbackOf({ correct, details: [] }, exercise);
  return { judgement: { correct, starAchieved, isCircuit: true, feedback }, fewestMeasurements: plan.fewest, measurementsUsed: used };
}
