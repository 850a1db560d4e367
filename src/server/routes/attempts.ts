// POST /api/attempts (docs/api.md "Attempts"): the only way progress and points change. Authenticate and
// count, parse `{where, answer}` strictly, then one pipeline for every source (attempts/answer-attempt.ts):
// the source resolves the exercise, its kind judges the answer, the source records it by its policy.
// The old flat bodies (`{chapter, level, exercise, answer}`, `{project, …}`, `{levelId, answer}`) stay for
// one release as aliases: parsed as before (so their errors read as before), then answered the same way.
import { attemptRequestSchemaFor, namesWhere, whereAttemptSchemaFor, type WhereAttemptRequest } from '../../api/attempts';
import type { AppDeps, RouteModule } from '../app-env';
import { answerAttempt } from '../attempts/answer-attempt';
import { beginAttempt, type AttemptStart } from '../attempts/begin-attempt';
import { NEW_FORM_FIELDS, type FieldNames } from '../attempts/kinds/kind';
import { localDay, TIME_ZONE_HEADER, validTimeZone } from '../../content/streak';
import type { Context } from 'hono';

/** The old bodies name their fields without `where.`; their answer's fields as `answer.…`. */
export const OLD_FORM_FIELDS: FieldNames = { where: (name) => name, answer: (name) => `answer.${name}` };

/** Authenticates and counts (one statement on the hot path, docs/performance.md), then reads the body. */
export async function startAttempt(c: Context, deps: Pick<AppDeps, 'auth' | 'database'>): Promise<{ start: AttemptStart; today: string; body: unknown }> {
  const today = localDay(new Date(), validTimeZone(c.req.header(TIME_ZONE_HEADER)));
  const start = await beginAttempt(c, deps, today);
  const body: unknown = await c.req.json();
  return { start, today, body };
}

export const registerAttemptRoutes: RouteModule = (app, deps) => {
  app.post('/api/attempts', async (c) => {
    const { start, today, body } = await startAttempt(c, deps);
    if (namesWhere(body)) {
      const request: WhereAttemptRequest = whereAttemptSchemaFor(body).parse(body);
      return c.json(await answerAttempt(deps, start, today, request, NEW_FORM_FIELDS));
    }
    const old = attemptRequestSchemaFor(body).parse(body);
    const { answer, ...where } = old;
    return c.json(await answerAttempt(deps, start, today, { where, answer }, OLD_FORM_FIELDS));
  });
};
