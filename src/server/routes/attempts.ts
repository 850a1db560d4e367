// POST /api/attempts (docs/api.md "Attempts"): the only way progress and points change. Parse strictly,
// find the bundled exercise, judge the answer with the engine, record it under a row lock, tell every
// open tab the new points, reply with the verdict and the exercise's own feedback texts.
import { attemptRequestSchemaFor, FEEDBACK_TITLES, type AttemptRequest, type AttemptResponse } from '../../api/attempts';
import { contentOptionIndex, findExercise } from '../../content/index';
import type { RouteModule } from '../app-env';
import { countAttempt } from '../attempts/attempt-throttle';
import { communityAttempt } from '../attempts/community-attempt';
import { judgeAttempt } from '../attempts/judge-attempt';
import type { AttemptLocation } from '../attempts/progress-update';
import { recordAttempt } from '../attempts/record-attempt';
import { requireUser } from '../auth/require-user';
import { publishPoints } from '../events/points-events';
import { HttpError } from '../http-error';
import { localDay, TIME_ZONE_HEADER, validTimeZone } from '../../content/streak';
import { recordActiveDay } from '../streak/activity-days';

export const registerAttemptRoutes: RouteModule = (app, deps) => {
  app.post('/api/attempts', async (c) => {
    const user = await requireUser(c, deps);
    // Counts the attempt and reads the learner's progress in one statement (docs/performance.md).
    const snapshot = await countAttempt(deps.database, user.id);
    const body: unknown = await c.req.json();
    const parsed = attemptRequestSchemaFor(body).parse(body);
    if ('levelId' in parsed) return c.json(await communityAttempt(deps.database, user, parsed));
    const request: AttemptRequest = parsed;

    const exercise = findExercise(request);
    if (!exercise) throw new HttpError(404, 'There is no such exercise.');
    // A quiz option is the index the learner was served (their own shuffled order): judge the content's.
    const answer =
      exercise.exerciseType === 'multiple-choice' && 'option' in request.answer && request.answer.option < exercise.options.length
        ? { option: contentOptionIndex(request, user.id, request.answer.option, exercise.options.length) }
        : request.answer;
    const judgement = judgeAttempt(exercise, answer);

    const recorded = await recordAttempt(deps.database, user, locationOf(request), judgement, snapshot);
    if (recorded.pointsAwarded > 0) await publishPoints(deps.database, user.id, recorded.points);
    // A completed exercise keeps the daily streak going, in the learner's own time zone.
    if (judgement.correct) await recordActiveDay(deps.database, user.id, localDay(new Date(), validTimeZone(c.req.header(TIME_ZONE_HEADER))));

    const response: AttemptResponse = {
      correct: judgement.correct,
      completed: recorded.completed,
      starAchieved: judgement.starAchieved && judgement.isCircuit && !recorded.hinted,
      pointsAwarded: recorded.pointsAwarded,
      points: recorded.points,
      ...(judgement.bulbs ? { bulbs: judgement.bulbs } : {}),
      feedback: {
        title: judgement.correct ? FEEDBACK_TITLES.correct : FEEDBACK_TITLES.wrong,
        message: judgement.correct ? judgement.successMessage : judgement.failureMessage,
        details: judgement.details,
      },
    };
    return c.json(response);
  });
};

function locationOf(request: AttemptRequest): AttemptLocation {
  if ('project' in request) {
    // The level is complete when its last exercise is solved: there is no exercise after this one.
    const next = findExercise({ project: request.project, level: request.level, exercise: request.exercise + 1 });
    return { kind: 'project', project: request.project, level: request.level, exercise: request.exercise, completesLevel: next === null };
  }
  return { kind: 'chapter', chapter: request.chapter, level: request.level, exercise: request.exercise };
}
