// A fault attempt (docs/faults.md): the suspect is right when it is the faulty piece; the star goes to a
// diagnosis that used no more measurements than the planner's fewest. Every reply carries the fewest
// and the measurements used; the attempt clears the count and keeps the result for the teacher. The
// fault exercise kind (src/server/attempts/kinds/fault) judges with it.
import { feedbackOf } from '../../puzzle/index';
import type { FaultPlan, AuthoringFaultExercise } from '../../content/index';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import type { Judgement } from '../attempts/kinds/kind';
import { closeMeasurements } from './fault-measurements';
import { partIndex } from './fault-plans';

/** The suspect judged against the exercise's fault and plan, its measurements counted under `place` (course, project or practice). */
export async function judgeSuspect(
  database: Database,
  userId: string,
  place: string,
  exercise: AuthoringFaultExercise,
  plan: FaultPlan,
  suspect: { row: number; col: number },
): Promise<Judgement> {
  if (partIndex(plan, suspect) < 0) {
    throw new HttpError(400, `answer.suspect: there is no piece with two ends at row ${suspect.row}, column ${suspect.col}.`, 'answer.suspect');
  }
  const correct = suspect.row === exercise.fault.row && suspect.col === exercise.fault.col;
  const used = await closeMeasurements(database, userId, place, plan.fewest, correct);
  const starAchieved = correct && used <= plan.fewest;
  const feedback = feedbackOf({ correct, details: [] }, exercise);
  return { correct, starAchieved, feedback, fault: { fewestMeasurements: plan.fewest, measurementsUsed: used } };
}
