// The custom_levels table (0003-custom-levels): publish, list newest first, read one, count a play and
// delete. Rows become docs/api.md's shapes here (storedLevelSchema / levelSummarySchema from src/api/levels.ts),
// so the routes never see column names. A row stored under an older rule is read through
// src/puzzle/restore-level.ts (docs/architecture.md "Levels at the edge"); reading a row never throws.
import { sql, type ExpressionBuilder } from 'kysely';
import { DERIVED_TAGS, levelTagSchema, MAX_LEVEL_TAGS, storedLevelSchema, type LevelInput, type LevelSummary, type StoredLevel } from '../../api/index';
import { levelFieldsOf, levelGridOf } from '../../puzzle/index';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';

/**
 * Who asks for a level: a class-only level (docs/classes.md "Class levels") is found only for its
 * class's teacher and members (`userId`), or when it is being assigned to its own class (`classId`).
 * Anyone else gets null, exactly as for a level that does not exist.
 */
export type LevelAccess = { userId: string | null } | { classId: string };

function visibleTo(access: LevelAccess) {
  return (eb: ExpressionBuilder<DB, 'custom_levels'>) => {
    const open = eb('custom_levels.class_id', 'is', null);
    if ('classId' in access) return eb.or([open, eb('custom_levels.class_id', '=', access.classId)]);
    if (access.userId === null) return open;
    const userId = access.userId;
    return eb.or([
      open,
      eb.exists(
        eb.selectFrom('class_members').select('class_members.user_id')
          .whereRef('class_members.class_id', '=', 'custom_levels.class_id').where('class_members.user_id', '=', userId),
      ),
      eb.exists(
        eb.selectFrom('classes').select('classes.id')
          .whereRef('classes.id', '=', 'custom_levels.class_id').where('classes.teacher_id', '=', userId),
      ),
    ]);
  };
}

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
  const row = await database.db.insertInto('custom_levels').values(levelRowValues(creator, level, tags)).returningAll().executeTakeFirstOrThrow();
  // Just written in today's words, so the strict schema reads it.
  return storedLevelSchema.parse({ ...row.level, ...commonFields(row) });
}

/** The columns of a new level row (a class-only level adds its `class_id`). */
export function levelRowValues(creator: Creator, level: LevelInput, tags: string[]) {
  const { name, prePlacedComponents, draggableItems, goal, scenarios, metadata, educationalMessages, description } = level;
  return {
    creator_id: creator.id,
    creator_name: creator.name,
    name,
    // An empty description is no description: the level then has docs/product.md's fields only.
    level: JSON.stringify({ prePlacedComponents, draggableItems, goal, ...(scenarios ? { scenarios } : {}), metadata, educationalMessages, ...(description ? { description } : {}) }),
    tags: JSON.stringify(tags),
  };
}

/** Newest first; with `tags`, only levels carrying every one of them (docs/product.md "Rules and their texts"). Class-only levels are never listed. */
export async function listLevels(database: Database, tags: readonly string[]): Promise<LevelListRow[]> {
  let query = database.db
    .selectFrom('custom_levels')
    .select([
      'id', 'name', 'creator_id', 'creator_name', 'tags', 'play_count', 'created_at',
      sql<unknown>`level->'metadata'`.as('metadata'),
      sql<string | null>`level->>'description'`.as('description'),
    ])
    .where('class_id', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_LISTED_LEVELS);
  if (tags.length > 0) query = query.where(sql<boolean>`tags @> ${JSON.stringify(tags)}::jsonb`);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...commonFields(row),
    // Never throws: a row without a readable grid is listed at the default 5×5 rather than breaking Explore.
    metadata: levelGridOf(row.metadata),
    ...(row.description ? { description: row.description } : {}),
  }));
}

/** The level in docs/api.md's shape; null when there is none for `access`, or its row cannot be read as a level at all. */
export async function findLevel(database: Database, id: string, access: LevelAccess): Promise<StoredLevel | null> {
  if (!isLevelId(id)) return null;
  const row = await database.db.selectFrom('custom_levels').selectAll().where('id', '=', id).where(visibleTo(access)).executeTakeFirst();
  return row ? storedFromRow(row) : null;
}

/** One more play, counted in the database so concurrent plays all count; null for an unknown level. */
export async function countPlay(database: Database, id: string, access: LevelAccess): Promise<number | null> {
  if (!isLevelId(id)) return null;
  const row = await database.db
    .updateTable('custom_levels')
    .set({ play_count: sql`play_count + 1` })
    .where('id', '=', id)
    .where(visibleTo(access))
    .returning('play_count')
    .executeTakeFirst();
  return row ? row.play_count : null;
}

/** The level's play count without counting a play; null for an unknown level. */
export async function playCountOf(database: Database, id: string, access: LevelAccess): Promise<number | null> {
  if (!isLevelId(id)) return null;
  const row = await database.db.selectFrom('custom_levels').select('play_count').where('id', '=', id).where(visibleTo(access)).executeTakeFirst();
  return row ? row.play_count : null;
}

/** Who made the level, or null when there is no such level. */
export async function levelCreatorId(database: Database, id: string, access: LevelAccess): Promise<string | null> {
  if (!isLevelId(id)) return null;
  const row = await database.db.selectFrom('custom_levels').select('creator_id').where('id', '=', id).where(visibleTo(access)).executeTakeFirst();
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

/**
 * The row in docs/api.md's shape: as stored when today's schema reads it, else as restore-level.ts
 * reads its older words. A row neither reads is answered as missing, with one log line naming it.
 */
function storedFromRow(row: LevelRow): StoredLevel | null {
  const common = commonFields(row);
  const today = storedLevelSchema.safeParse({ ...row.level, ...common });
  if (today.success) return today.data;
  const fields = levelFieldsOf(row.level);
  if (fields) return { ...fields, ...common };
  console.warn(`ohmlet: community level ${row.id} cannot be read in any stored shape; answered as not found`);
  return null;
}

/** The columns every answer reads the same way, in the API's words. */
function commonFields(row: Omit<LevelRow, 'level'>) {
  return {
    id: row.id,
    name: row.name,
    creatorId: row.creator_id,
    creatorName: row.creator_name,
    tags: tagsOf(row.id, row.tags),
    playCount: row.play_count,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The stored tags read through the tag schema publishing uses (docs/api.md "Levels stored under older
 * rules"): a tag it refuses (not text, blank, too long), a repeat and any past the most publishing
 * stores are dropped, with one log line naming the level. Never throws.
 */
function tagsOf(id: string, stored: unknown): string[] {
  const list: unknown[] = Array.isArray(stored) ? stored : [];
  const readable = list.flatMap((tag) => {
    const read = levelTagSchema.safeParse(tag);
    return read.success ? [read.data] : [];
  });
  const tags = [...new Set(readable)].slice(0, MAX_LEVEL_TAGS + DERIVED_TAGS.length);
  if (!Array.isArray(stored) || tags.length !== list.length) {
    console.warn(`ohmlet: community level ${id} has stored tags the tag schema refuses; answered without them`);
  }
  return tags;
}
