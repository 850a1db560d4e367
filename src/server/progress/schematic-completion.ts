// The schematic game's completion, column users.schematic_completion: which of the five standard and
// five advanced questions the learner has solved (docs/api.md "Profile"). Written only by a correct
// schematic attempt (attempts/sources/schematic.ts), under a row lock so concurrent answers never lose
// one; the page never writes it.
import type { SchematicCompletion, SchematicLevelId } from '../../api/index';
import type { Database } from '../db/database';

export const SCHEMATIC_LEVEL_COUNT = 5;

export function defaultSchematicCompletion(): SchematicCompletion {
  return {
    standard: Array.from({ length: SCHEMATIC_LEVEL_COUNT }, () => ({ completed: false, starAchieved: false })),
    advanced: Array.from({ length: SCHEMATIC_LEVEL_COUNT }, () => ({ completed: false })),
  };
}

/** Stored completion over the default, so the lists always have five entries each (the profile's view). */
export function completionWithDefaults(stored: Record<string, unknown> | null): SchematicCompletion {
  const result = defaultSchematicCompletion();
  const source = (stored ?? {}) as Partial<SchematicCompletion>;
  source.standard?.forEach((entry, index) => {
    if (index < result.standard.length) result.standard[index] = { ...result.standard[index], ...entry };
  });
  source.advanced?.forEach((entry, index) => {
    if (index < result.advanced.length) result.advanced[index] = { ...result.advanced[index], ...entry };
  });
  return result;
}

/** Sets completion[levelId][index].completed under a row lock (the learner's profile row must exist). */
export async function recordSchematicResult(database: Database, userId: string, levelId: SchematicLevelId, index: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
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

/** Whether the learner has solved the question, with their points and points version (zeros without a profile). */
export async function readSchematicStanding(
  database: Database,
  userId: string,
  levelId: SchematicLevelId,
  index: number,
): Promise<{ completed: boolean; points: number; pointsVersion: number }> {
  const row = await database.db
    .selectFrom('users')
    .select(['points', 'points_version', 'schematic_completion'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return { completed: isCompleted(row?.schematic_completion, levelId, index), points: row?.points ?? 0, pointsVersion: row?.points_version ?? 0 };
}

function isCompleted(stored: unknown, levelId: SchematicLevelId, index: number): boolean {
  const list = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>)[levelId] : undefined;
  const entry: unknown = Array.isArray(list) ? list[index] : undefined;
  return entry !== null && typeof entry === 'object' && (entry as { completed?: unknown }).completed === true;
}
