// POST /api/hints (docs/explanations.md "Hint ladder"): one correct piece for a chapter or project
// circuit exercise, found by the solver from the learner's grid; the part to measure next on a fault
// exercise or on fault practice (docs/faults.md). The use is recorded before the piece
// is sent, so a chapter exercise's star cannot be earned with it (the attempt route reads the record).
// The search runs on a worker thread (work/work-pool.ts), counted per account and per address
// (heavy-limit.ts) besides the attempts' own count.
import { hintRequestSchemaFor, type HintResponse } from '../../api/index';
import { findExercise } from '../../content/index';
import type { RouteModule } from '../app-env';
import { countAttempt } from '../attempts/attempt-throttle';
import { bundledHint } from '../attempts/kinds/index';
import { hintFrom } from '../faults/fault-hint';
import { faultPracticeOf, markPracticeHint, practicePlace } from '../faults/practice-faults';
import { faultPracticeChapter } from '../practice/practice-kind';
import { recordCourseHint } from '../progress/index';
import { recordClassTry } from '../classes/record-try';
import { requireUser } from '../auth/require-user';
import { countHeavy, HINT_LIMIT } from '../heavy-limit';
import { HttpError } from '../http-error';
import { priorityOf } from '../work/work-pool';

export const registerHintRoutes: RouteModule = (app, deps) => {
  app.post('/api/hints', async (c) => {
    const user = await requireUser(c, deps);
    await countHeavy(c, deps, HINT_LIMIT);
    // A hint runs the solver: it shares the attempts' rate limit too.
    await countAttempt(deps.database, user.id);
    const body: unknown = await c.req.json();
    const parsed = hintRequestSchemaFor(body).parse(body);
    if ('seed' in parsed) {
      // Fault practice (docs/faults.md "Fault practice"): the meter's hint; it costs that exercise's star.
      const chapter = faultPracticeChapter(parsed.chapter);
      const place = practicePlace(chapter, parsed.seed);
      const hint = await hintFrom(deps.database, user.id, place, (await faultPracticeOf(parsed.seed, priorityOf(user))).plan);
      markPracticeHint(user.id, place);
      const answer: HintResponse = { hint, starForfeited: true };
      return c.json(answer);
    }
    const request = parsed;
    const exercise = findExercise(request);
    if (!exercise) throw new HttpError(404, 'There is no such exercise.');
    // The exercise's kind finds the hint (kinds/index.ts): a circuit's next piece, a fault's next measurement.
    const found = bundledHint(exercise, request, { database: deps.database, userId: user.id, priority: priorityOf(user) });
    if (!found) throw new HttpError(400, 'Piece hints are for circuit exercises only.', 'exercise');
    const hint = await found;
    // Recorded only once the hint is found and about to be sent; it costs a chapter exercise's star.
    const starForfeited = !('project' in request);
    if (starForfeited) await recordCourseHint(deps.database, user, request);
    await recordClassTry(deps.database, user.id, request, 'hint');
    const response: HintResponse = { hint, starForfeited };
    return c.json(response);
  });
};
