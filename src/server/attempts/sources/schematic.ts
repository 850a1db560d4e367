// The schematic game's source: `{schematic: "standard" | "advanced", index}`, a bundled question.
// Policy: a correct circuit marks the question complete in the learner's profile (under a row lock, so
// concurrent answers never lose one); no points, no streak. The page never writes completion itself.
import type { Kysely } from 'kysely';
import type { SchematicWhere } from '../../../api/attempts';
import type { SchematicLevelId } from '../../../api/schematic';
import { findSchematicQuestion } from '../../../content/schematic/index';
import { defaultSchematicCompletion, ensureProfile } from '../../db/queries/profiles';
import type { DB } from '../../db/schema';
import { HttpError } from '../../http-error';
import { replyOf, type PuzzleSource } from './source';

export const schematicSource: PuzzleSource<SchematicWhere> = {
  resolve: async ({ schematic, index }) => {
    const question = findSchematicQuestion(schematic, index);
    if (!question) throw new HttpError(404, 'There is no such schematic question.');
    return { kind: 'schematic', puzzle: async () => question };
  },

  record: async ({ schematic, index }, verdict, { database, user }) => {
    if (verdict.correct) {
      await ensureProfile(database, user);
      await markCompleted(database.db, user.id, schematic, index);
    }
    const row = await database.db
      .selectFrom('users')
      .select(['points', 'points_version', 'schematic_completion'])
      .where('id', '=', user.id)
      .executeTakeFirst();
    return replyOf(verdict, {
      completed: isCompleted(row?.schematic_completion, schematic, index),
      starAchieved: false,
      pointsAwarded: 0,
      points: row?.points ?? 0,
      pointsVersion: row?.points_version ?? 0,
    });
  },
};

function isCompleted(stored: unknown, levelId: SchematicLevelId, index: number): boolean {
  const list = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>)[levelId] : undefined;
  const entry: unknown = Array.isArray(list) ? list[index] : undefined;
  return entry !== null && typeof entry === 'object' && (entry as { completed?: unknown }).completed === true;
}

/** Sets completion[levelId][index].completed under a row lock, so concurrent answers never lose one. */
async function markCompleted(db: Kysely<DB>, userId: string, levelId: SchematicLevelId, index: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('users').select('schematic_completion').where('id', '=', userId).forUpdate().executeTakeFirst();
    const completion = { ...defaultSchematicCompletion(), ...((row?.schematic_completion ?? {}) as object) } as Record<string, unknown>;
    const defaults = defaultSchematicCompletion()[levelId] as object[];
    const stored = Array.isArray(completion[levelId]) ? (completion[levelId] as object[]) : [];
    const list = defaults.map((entry, i) => ({ ...entry, ...(stored[i] ?? {}) }));
    list[index] = { ...list[index], completed: true };
    completion[levelId] = list;
    await trx.updateTable('users').set({ schematic_completion: JSON.stringify(completion) }).where('id', '=', userId).execute();
  });
}
