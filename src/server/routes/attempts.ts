// POST /api/attempts (docs/api.md "Attempts"): the only way progress and points change. Authenticate and
// count, parse `{where, answer}` strictly, then one pipeline for every source (attempts/answer-attempt.ts):
// the source resolves the exercise, its kind judges the answer, the source records it by its policy.
// The old flat bodies (`{chapter, level, exercise, answer}`, `{project, …}`, `{levelId, answer}`) stay for
// one release as aliases: parsed as before (so their errors read as before), then answered the same way.
import { attemptRequestSchemaFor, namesWhere, whereAttemptSchemaFor, type WhereAttemptRequest } from '../../api/index';
import type { RouteModule } from '../app-env';
import { answerAttempt } from '../attempts/answer-attempt';
import { startAttempt } from '../attempts/begin-attempt';
import { NEW_FORM_FIELDS, OLD_FORM_FIELDS } from '../attempts/kinds/kind';

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
