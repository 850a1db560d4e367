// POST /api/attempts with `levelId`: a community level judged by the server exactly as the page plays
// it (the shared toCircuitExercise board and tray, the one circuit judge), recorded in
// community_progress so a class assignment of a community level shows trustworthy progress
// (docs/classes.md). Community levels earn no points, as docs/product.md has it.
import { sql } from 'kysely';
import type { AttemptResponse, CommunityAttemptRequest } from '../../api/attempts';
import { toCircuitExercise } from '../../content/community-exercise';
import type { SessionUser } from '../auth/auth-service';
import type { Database } from '../db/database';
import { ensureProfile } from '../db/queries/profiles';
import { HttpError } from '../http-error';
import { recordClassTry } from '../classes/record-try';
import { findLevel } from '../levels/level-queries';
import { priorityOf } from '../work/work-pool';
import { judgeCircuitAnswer } from './judge-attempt';

export async function communityAttempt(database: Database, user: SessionUser, request: CommunityAttemptRequest): Promise<AttemptResponse> {
  const level = await findLevel(database, request.levelId, { userId: user.id });
  const exercise = level ? toCircuitExercise(level) : null;
  if (!exercise) throw new HttpError(404, 'There is no such exercise.');
  const judgement = await judgeCircuitAnswer(exercise, request.answer, priorityOf(user));

  await ensureProfile(database, user);
  if (judgement.correct) {
    await database.db
      .insertInto('community_progress')
      .values({ user_id: user.id, level_id: request.levelId, star_achieved: judgement.starAchieved })
      .onConflict((oc) =>
        // A star once collected stays; completion never goes back.
        oc.columns(['user_id', 'level_id']).doUpdateSet({ star_achieved: sql<boolean>`community_progress.star_achieved or excluded.star_achieved` }),
      )
      .execute();
  }
  await recordClassTry(database, user.id, { levelId: request.levelId }, judgement.correct ? 'right' : 'wrong', judgement.mistakes);
  const row = await database.db
    .selectFrom('users')
    .select(['points', 'points_version'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('community_progress').select('level_id').where('user_id', '=', user.id).where('level_id', '=', request.levelId))
        .as('completed'),
    )
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return {
    correct: judgement.correct,
    completed: Boolean(row.completed),
    starAchieved: judgement.starAchieved,
    pointsAwarded: 0,
    points: row.points,
    pointsVersion: row.points_version,
    ...(judgement.bulbs ? { bulbs: judgement.bulbs } : {}),
    feedback: judgement.feedback,
    ...(judgement.scenarios ? { scenarios: judgement.scenarios } : {}),
  };
}
