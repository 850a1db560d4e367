// The fault kind (docs/faults.md): the suspected part, right when it is the broken one; the star goes to
// a diagnosis that used no more measurements than the planner's fewest, and a meter hint costs it. The
// judge and the measurement count are ../../../faults/fault-attempt.ts; the source supplies the plan
// and the place the learner's measurements are kept under (a course place or a practice seed). The
// fault stays on the server, and so do the texts that name it: the public view drops them.
import type { z } from 'zod';
import { type FaultExercise, suspectAnswerSchema } from '../../../../api/index';
import type { FaultPlan, AuthoringFaultExercise } from '../../../../content/index';
import { judgeSuspect } from '../../../faults/fault-attempt';
import { faultHint } from '../../../faults/fault-hint';
import { placeOf, planOf } from '../../../faults/fault-plans';
import { withoutCourseNotes } from '../course-notes';
import type { BundledKind } from '../kind';
import { STAR_EARNS_POINTS } from '../../../../learning/index';

export interface FaultPuzzle {
  exercise: AuthoringFaultExercise;
  place: string;
  plan(): Promise<FaultPlan>;
  /** The learner took a hint that costs the star (fault practice's meter hint). */
  hinted?(): boolean;
}

export const faultKind: BundledKind<FaultPuzzle, z.infer<typeof suspectAnswerSchema>, AuthoringFaultExercise, FaultExercise> = {
  answerKey: 'suspect',
  answer: suspectAnswerSchema,
  missing: (field, what = 'a fault-finding exercise') => `${field} is required for ${what}.`,
  judge: async (puzzle, { suspect }, { database, userId }) => {
    const judged = await judgeSuspect(database, userId, puzzle.place, puzzle.exercise, await puzzle.plan(), suspect);
    const starAchieved = judged.starAchieved && !(puzzle.hinted?.() ?? false);
    return { ...judged, starAchieved };
  },
  progress: { starBonus: STAR_EARNS_POINTS.fault, firstAnswerOnly: false },
  publicView: (exercise) => {
    const { fault: _fault, successMessage: _right, failureMessage: _wrong, ...shown } = exercise;
    return withoutCourseNotes(shown);
  },
  // A course or project fault: its measurements are kept under its place, its plan solved once per place.
  fromBundled: (exercise, where, { priority }) => ({ exercise, place: placeOf(where), plan: () => planOf(where, priority) }),
  // The meter's hint (../../../faults/fault-hint.ts): the part to measure next.
  hint: (_exercise, where, { database, userId, priority }) => faultHint(database, userId, where, priority),
  measuresFaults: true,
};
