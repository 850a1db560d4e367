// The community source: `{levelId}`, a published level judged exactly as the page plays it (the shared
// restoreLevel puzzle: board and tray). Policy: completion and star in the learner's community progress
// (progress/community.ts), so a class assignment of a community level shows trustworthy progress
// (docs/classes.md), and the classes' tries; community levels earn no points (docs/product.md).
import type { CommunityWhere } from '../../../api/index';
import { restoreLevel } from '../../../puzzle/index';
import { recordClassTry } from '../../classes/record-try';
import { ensureProfile } from '../../db/queries/profiles';
import { HttpError } from '../../http-error';
import { findLevel } from '../../levels/level-queries';
import { readCommunityStanding, recordCommunityCompletion } from '../../progress/index';
import { replyOf, type PuzzleSource } from './source';

export const communitySource: PuzzleSource<CommunityWhere> = {
  resolve: async ({ levelId }, { database, user }) => {
    const level = await findLevel(database, levelId, { userId: user.id });
    const exercise = level ? restoreLevel(level) : null;
    if (!exercise) throw new HttpError(404, 'There is no such exercise.');
    return { kind: 'circuit', puzzle: async () => exercise };
  },

  record: async ({ levelId }, verdict, { database, user }) => {
    await ensureProfile(database, user);
    if (verdict.correct) await recordCommunityCompletion(database, user.id, levelId, verdict.starAchieved);
    await recordClassTry(database, user.id, { levelId }, verdict.correct ? 'right' : 'wrong', verdict.mistakes);
    const standing = await readCommunityStanding(database, user.id, levelId);
    return replyOf(verdict, {
      completed: standing.completed,
      starAchieved: verdict.starAchieved,
      pointsAwarded: 0,
      points: standing.points,
      pointsVersion: standing.pointsVersion,
    });
  },
};
