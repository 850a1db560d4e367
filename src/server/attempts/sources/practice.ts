// The practice source: `{practice: chapter, seed}` (docs/api.md "Practice"). The level is regenerated
// from (chapter, seed), never trusted from the client: a circuit to build (practice-levels.ts) or, in
// the Fault finding chapter, a broken circuit to diagnose (faults/practice-faults.ts), whose meter hint
// costs the star. Policy: no points, ever; a solved level marks today for the daily streak.
import type { PracticeWhere } from '../../../api/index';
import { restoreLevel } from '../../../puzzle/index';
import { faultPracticeOf, practicePlace, usedPracticeHint } from '../../faults/practice-faults';
import { HttpError } from '../../http-error';
import { practiceChapterOf } from '../../practice/practice-kind';
import { practiceLevel } from '../../practice/practice-levels';
import { recordActiveDay } from '../../progress/index';
import { replyOf, type PuzzleSource } from './source';

export const practiceSource: PuzzleSource<PracticeWhere> = {
  resolve: async (where, { user, priority, fields }) => {
    const { chapter, kind } = practiceChapterOf(where.practice, fields.where('practice'));
    const { seed } = where;
    if (kind === 'fault') {
      return {
        kind: 'fault',
        what: 'fault practice',
        puzzle: async () => {
          const { exercise, plan } = await faultPracticeOf(seed, priority);
          const place = practicePlace(chapter, seed);
          return { exercise, place, plan: async () => plan, hinted: () => usedPracticeHint(user.id, place) };
        },
      };
    }
    return {
      kind: 'circuit',
      what: 'a circuit practice level',
      puzzle: async () => {
        const exercise = restoreLevel(await practiceLevel(chapter, seed, priority));
        if (!exercise) throw new HttpError(422, 'Error generating level. Please try again.');
        return exercise;
      },
    };
  },

  record: async (_where, verdict, { database, user, snapshot, activeToday, today }) => {
    if (verdict.correct && !activeToday) await recordActiveDay(database, user.id, today);
    return replyOf(verdict, {
      completed: verdict.correct,
      starAchieved: verdict.starAchieved,
      pointsAwarded: 0,
      points: snapshot?.points ?? 0,
      pointsVersion: snapshot?.pointsVersion ?? 0,
    });
  },
};
