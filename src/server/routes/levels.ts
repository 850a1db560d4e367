// Community levels (docs/api.md "Levels"): anyone lists, reads and plays; signed-in users (guests too, docs/product.md
// "Rules and their texts") publish; only the creator deletes (docs/api.md "Routes"). Publishing validates with
// the shared levelInputSchema, stores the merged tags of docs/product.md "Rules and their texts" and asks the solver first (publish-check.ts).
import type { Context } from 'hono';
import { levelInputSchema, PUBLISH_MESSAGES, publishedTags } from '../../api/index';
import type { AppDeps, RouteModule } from '../app-env';
import { requireUser } from '../auth/require-user';
import { HttpError } from '../http-error';
import { countPublish } from '../levels/level-throttle';
import { checkLevelIsPlayable } from '../levels/publish-check';
import { countPlay, deleteOwnLevel, findLevel, insertLevel, isLevelId, levelCreatorId, listLevels, playCountOf, type LevelAccess } from '../levels/level-queries';
import { callerKey } from '../client-address';
import { countInWindow } from '../db/queries/throttle-counter';
import { priorityOf } from '../work/work-pool';

/** One counted play per user or address per level per hour. */
export const PLAY_LIMIT = { max: 1, windowSeconds: 3600 };

const notFound = () => new HttpError(404, 'Level not found.');

export const registerLevelRoutes: RouteModule = (app, deps) => {
  app.get('/api/levels', async (c) => {
    const tags = (c.req.query('tags') ?? '').split(',').map((tag) => tag.trim()).filter(Boolean).slice(0, 20);
    return c.json({ levels: await listLevels(deps.database, tags) });
  });

  app.get('/api/levels/:id', async (c) => {
    // A class-only level is found for its class's teacher and members only (docs/classes.md).
    const level = await findLevel(deps.database, c.req.param('id'), await accessOf(c, deps));
    if (!level) throw notFound();
    return c.json(level);
  });

  app.post('/api/levels', async (c) => {
    const user = await deps.auth.getUser(c.req.raw.headers);
    if (!user) throw new HttpError(401, PUBLISH_MESSAGES.signIn);
    const level = parseLevel(await c.req.json());
    await countPublish(deps.database, user.id);
    await checkLevelIsPlayable(level, priorityOf(user));
    const creator = { id: user.id, name: user.name.trim() || user.email || 'Anonymous' };
    return c.json(await insertLevel(deps.database, creator, level, publishedTags(level)), 201);
  });

  app.post('/api/levels/:id/plays', async (c) => {
    const id = c.req.param('id');
    // At most one play per user (or address) per level per hour counts; repeats read the count.
    const caller = await callerKey(c, { auth: deps.auth, trustProxy: deps.config.trustProxy });
    const counts = isLevelId(id) && (await countInWindow(deps.database, `plays|${id}|${caller}`, PLAY_LIMIT)) === 0;
    const access = await accessOf(c, deps);
    const playCount = counts ? await countPlay(deps.database, id, access) : await playCountOf(deps.database, id, access);
    if (playCount === null) throw notFound();
    return c.json({ playCount });
  });

  app.delete('/api/levels/:id', async (c) => deleteLevel(c, deps));
};

/** The caller as a level reader: signed-out callers see community levels only. */
async function accessOf(c: Context, deps: AppDeps): Promise<LevelAccess> {
  const user = await deps.auth.getUser(c.req.raw.headers);
  return { userId: user?.id ?? null };
}

async function deleteLevel(c: Context, deps: AppDeps): Promise<Response> {
  const user = await requireUser(c, deps);
  const id = c.req.param('id') ?? '';
  const creatorId = await levelCreatorId(deps.database, id, { userId: user.id });
  if (creatorId === null) throw notFound();
  if (creatorId !== user.id || !(await deleteOwnLevel(deps.database, id, user.id))) {
    throw new HttpError(403, 'Only the creator of a level can delete it.');
  }
  return c.body(null, 204);
}

/**
 * The body as a level, or a 400 naming the field. docs/product.md's publishing texts and docs/api.md's own
 * rule messages are shown as they are (the creator page prints them); other issues are prefixed with the field.
 */
export function parseLevel(body: unknown) {
  const result = levelInputSchema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.');
  if (issue && field && issue.code === 'custom') throw new HttpError(400, issue.message, field);
  if (issue && field && (Object.values(PUBLISH_MESSAGES) as string[]).includes(issue.message)) throw new HttpError(400, issue.message, field);
  // The app's error handler turns it into {error: 'field: message', field}.
  throw result.error;
}
