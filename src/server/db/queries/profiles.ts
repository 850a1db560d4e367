// The learner profile (`users` table): created at sign-up, first social sign-in and guest sign-in
// (better-auth's user.create hook) and on demand; mapped to docs/api.md's Profile. Points and progress
// are written only by the attempts route, never through PATCH /api/me; the progress columns are read
// and written only in src/server/progress/ (docs/architecture.md "Progress").
import type { Selectable } from 'kysely';
import type { Profile } from '../../../api/index';
import type { SessionUser } from '../../auth/auth-service';
import type { Database } from '../database';
import type { UsersTable } from '../schema';

export type ProfileRow = Selectable<UsersTable>;

/** Inserts the profile when missing (empty progress, 0 points); never overwrites an existing one. */
export async function ensureProfile(database: Database, user: SessionUser): Promise<void> {
  await database.db
    .insertInto('users')
    .values({ id: user.id, name: user.name, email: user.email, is_guest: user.isGuest })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function getOrCreateProfile(database: Database, user: SessionUser): Promise<ProfileRow> {
  const found = await findProfile(database, user.id);
  if (found) return found;
  await ensureProfile(database, user);
  const created = await findProfile(database, user.id);
  if (!created) throw new Error(`Profile ${user.id} could not be created`);
  return created;
}

export async function findProfile(database: Database, userId: string): Promise<ProfileRow | undefined> {
  return database.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** Keeps the profile's name, email and guest flag in step with better-auth's user (update hook). */
export async function syncProfileIdentity(database: Database, user: SessionUser): Promise<void> {
  await ensureProfile(database, user);
  await database.db
    .updateTable('users')
    .set({ name: user.name, email: user.email, is_guest: user.isGuest })
    .where('id', '=', user.id)
    .execute();
}

/** Changes the display name in the profile and in better-auth's user, in one transaction. */
export async function renameUser(database: Database, userId: string, name: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ name }).where('id', '=', userId).execute();
    await trx.updateTable('user').set({ name, updatedAt: new Date() }).where('id', '=', userId).execute();
  });
}

export async function updateProfileSettings(
  database: Database,
  userId: string,
  settings: { useSchematicStyle?: boolean; sound?: boolean },
): Promise<void> {
  const row = await findProfile(database, userId);
  if (!row) return;
  const merged = { useSchematicStyle: false, ...row.settings, ...settings };
  await database.db.updateTable('users').set({ settings: JSON.stringify(merged) }).where('id', '=', userId).execute();
}

/** A profile row as docs/api.md's Profile, but for its progress parts (progress/learner-progress.ts). */
export function profileFromRow(row: ProfileRow): Omit<Profile, 'progress' | 'schematicCompletion'> {
  const settings = row.settings ?? {};
  return {
    id: row.id,
    name: row.name,
    email: row.is_guest ? null : row.email,
    isGuest: row.is_guest,
    points: row.points,
    pointsVersion: row.points_version,
    createdAt: new Date(row.created_at).toISOString(),
    settings: { useSchematicStyle: settings.useSchematicStyle === true, ...(settings.sound === true ? { sound: true } : {}) },
  };
}
