// GET/PATCH /api/me: the caller's own profile (docs/api.md "Profile"); nobody reaches another's profile.
// GET /api/config: what the page needs to know about this server (feedback link, Google enabled).
import type { RouteModule } from '../app-env';
import { requireUser } from '../auth/require-user';
import { googleConfigured } from '../auth/create-auth';
import { getOrCreateProfile, profileFromRow, renameUser, updateProfileSettings, type ProfileRow } from '../db/queries/profiles';
import { learnerProgressOf } from '../progress/index';
import { updateProfileRequestSchema, type Profile, type PublicConfig } from '../../api/index';

/** docs/api.md's Profile: the profile's own fields, then the learner's progress. */
function profileOf(row: ProfileRow): Profile {
  return { ...profileFromRow(row), ...learnerProgressOf(row) };
}

export const registerMeRoutes: RouteModule = (app, deps) => {
  app.get('/api/me', async (c) => {
    const user = await requireUser(c, deps);
    return c.json(profileOf(await getOrCreateProfile(deps.database, user)));
  });

  app.patch('/api/me', async (c) => {
    const user = await requireUser(c, deps);
    const update = updateProfileRequestSchema.parse(await c.req.json());
    await getOrCreateProfile(deps.database, user);
    if (update.name !== undefined) await renameUser(deps.database, user.id, update.name);
    if (update.settings) await updateProfileSettings(deps.database, user.id, update.settings);
    return c.json(profileOf(await getOrCreateProfile(deps.database, user)));
  });

  app.get('/api/config', (c) => {
    const body: PublicConfig = { feedbackUrl: deps.config.feedbackUrl, googleEnabled: googleConfigured(deps.config) };
    return c.json(body);
  });
};
