// POST /api/attempts (docs/api.md "Attempts"): the only way progress and points change. Parse strictly,
// find the bundled exercise, judge the answer with the engine, record it (only against the progress it
// was judged on), tell every open tab the new points, reply with the verdict and the exercise's own
// feedback texts.
import { attemptRequestSchemaFor, type AttemptRequest, type AttemptResponse } from '../../api/attempts';
import { contentOptionIndex, findExercise } from '../../content/index';
import type { RouteModule } from '../app-env';
import { beginAttempt } from '../attempts/begin-attempt';
import { communityAttempt } from '../attempts/community-attempt';
import { judgeAttempt } from '../attempts/judge-attempt';
import { judgeFaultAttempt } from '../faults/fault-attempt';
import type { AttemptLocation } from '../attempts/progress-update';
import { recordAttempt } from '../attempts/record-attempt';
import { recordClassTry } from '../classes/record-try';
import { HttpError } from '../http-error';
import { priorityOf } from '../work/work-pool';
import { localDay, TIME_ZONE_HEADER, validTimeZone } from '../../learning/index';

export const registerAttemptRoutes: RouteModule = (app, deps) => {
  app.post('/api/attempts', async (c) => {
    const today = localDay(new Date(), validTimeZone(c.req.header(TIME_ZONE_HEADER)));
    // Who, counted, with their progress: one statement on the hot path (docs/performance.md).
    const { user, snapshot, activeToday } = await beginAttempt(c, deps, today);
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
    // A fault attempt is judged with the learner's measurements (faults/fault-attempt.ts).
    const fault = exercise.exerciseType === 'fault' ? await judgeFaultAttempt(deps.database, user.id, request, exercise, answer, priorityOf(user)) : null;
    const judgement = fault ? fault.judgement : await judgeAttempt(exercise, answer, priorityOf(user));

    // A completed exercise keeps the daily streak going, in the learner's own time zone.
    const activeDay = judgement.correct && !activeToday ? today : null;
    const recorded = await recordAttempt(deps.database, user, locationOf(request), judgement, snapshot, activeDay);
    await recordClassTry(deps.database, user.id, request, judgement.correct ? 'right' : 'wrong', judgement.mistakes);

    const response: AttemptResponse = {
      correct: judgement.correct,
      completed: recorded.completed,
      starAchieved: judgement.starAchieved && judgement.isCircuit && !recorded.hinted,
      pointsAwarded: recorded.pointsAwarded,
      points: recorded.points,
      pointsVersion: recorded.pointsVersion,
      ...(judgement.bulbs ? { bulbs: judgement.bulbs } : {}),
      feedback: judgement.feedback,
      ...(judgement.scenarios ? { scenarios: judgement.scenarios } : {}),
      ...(fault ? { fewestMeasurements: fault.fewestMeasurements, measurementsUsed: fault.measurementsUsed } : {}),
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
