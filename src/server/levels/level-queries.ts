// The custom_levels table (0003-custom-levels): publish, list newest first, read one, count a play and
// delete. Rows become docs/api.md's shapes here (storedLevelSchema / levelSummarySchema from src/api/levels.ts),
// so the routes never see column names.
import { sql } from 'kysely';
import { storedLevelSchema, type LevelInput, type LevelSummary, type StoredLevel } from '../../api/levels';
import type { Database } from '../db/database';

/** Explore shows at most this many levels (newest first); older ones drop off the list, not the site. */
export const MAX_LISTED_LEVELS = 200;

/** A list row: docs/api.md's summary plus the creator's id, so Explore can offer delete on one's own levels. */
export type LevelListRow = LevelSummary & { creatorId: string };

export interface Creator {
  id: string;
  name: string;
}

/** Ids are UUIDs; anything else cannot name a level (and must not reach a uuid column as an error). */
export function isLevelId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/** Stores a validated level with its published tags; returns it as GET /api/levels/{id} will. */
export async function insertLevel(database: Database, creator: Creator, level: LevelInput, tags: string[]): Promise<StoredLevel> {
  const { name, prePlacedComponents, draggableItems, goal, metadata, educationalMessages, description } = level;
  const row = await database.db
    .insertInto('custom_levels')
    .values({
      creator_id: creator.id,
      creator_name: creator.name,
      name,
      // An empty description is no description: the level then has the spec's fields only.
      level: JSON.stringify({ prePlacedComponents, draggableItems, goal, metadata, educationalMessages, ...(description ? { description } : {}) }),
      tags: JSON.stringify(tags),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return storedFromRow(row);
}

/** Newest first; with `tags`, only levels carrying every one of them (spec section 5). */
export async function listLevels(database: Database, tags: readonly string[]): Promise<LevelListRow[]> {
  let query = database.db
    .selectFrom('custom_levels')
    .select([
      'id', 'name', 'creator_id', 'creator_name', 'tags', 'play_count', 'created_at',
      sql<unknown>`level->'metadata'`.as('metadata'),
      sql<string | null>`level->>'description'`.as('description'),
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_LISTED_LEVELS);
  if (tags.length > 0) query = query.where(sql<boolean>`tags @> ${JSON.stringify(tags)}::jsonb`);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...commonFields(row),
    metadata: storedLevelSchema.shape.metadata.parse(row.metadata),
    ...(row.description ? { description: row.description } : {}),
  }));
}

export async function findLevel(database: Database, id: string): Promise<StoredLevel | null> {
  if (!isLevelId(id)) return null;
  const row = await database.db.selectFrom('custom_levels').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? storedFromRow(row) : null;
}

/** One more play, counted in the database so concurrent plays all count; null for an unknown level. */
export async function countPlay(database: Database, id: string): Promise<number | null> {
  if (!isLevelId(id)) return null;
  const row = await database.db
    .updateTable('custom_levels')
    .set({ play_count: sql`play_count + 1` })
    .where('id', '=', id)
    .returning('play_count')
    .executeTakeFirst();
  return row ? row.play_count : null;
}

/** The level's play count without counting a play; null for an unknown level. */
export async function playCountOf(database: Database, id: string): Promise<number | null> {
  if (!isLevelId(id)) return null;
  const row = await database.db.selectFrom('custom_levels').select('play_count').where('id', '=', id).executeTakeFirst();
  return row ? row.play_count : null;
}

/** Who made the level, or null when there is no such level. */
export async function levelCreatorId(database: Database, id: string): Promise<string | null> {
  if (!isLevelId(id)) return null;
  const row = await database.db.selectFrom('custom_levels').select('creator_id').where('id', '=', id).executeTakeFirst();
  return row ? row.creator_id : null;
}

/** Deletes the level only when `creatorId` made it; false when nothing was deleted. */
export async function deleteOwnLevel(database: Database, id: string, creatorId: string): Promise<boolean> {
  const result = await database.db.deleteFrom('custom_levels').where('id', '=', id).where('creator_id', '=', creatorId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

interface LevelRow {
  id: string;
  creator_id: string;
  creator_name: string;
  name: string;
  level: Record<string, unknown>;
  tags: string[];
  play_count: number;
  created_at: Date;
}

function storedFromRow(row: LevelRow): StoredLevel {
  return storedLevelSchema.parse({ ...row.level, ...commonFields(row) });
}

/** The columns every answer reads the same way, in the API's words. */
function commonFields(row: Omit<LevelRow, 'level'>) {
  return {
    id: row.id,
    name: row.name,
    creatorId: row.creator_id,
    creatorName: row.creator_name,
    tags: row.tags,
    playCount: row.play_count,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
