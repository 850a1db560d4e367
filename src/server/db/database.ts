// The database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Same SQL dialect,
// same migrations. LISTEN/NOTIFY carries live events between server instances sharing one PostgreSQL.
import fs from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataFolder } from './data-folder-lock';
import { PreparingPGliteDialect } from './pglite-dialect';
import type { DB } from './schema';
import { migrateToLatest } from './migrate';

export type DatabaseKind = 'pglite' | 'postgres';
export type Unlisten = () => Promise<void>;

export interface Database {
  kind: DatabaseKind;
  db: Kysely<DB>;
  ping(): Promise<void>;
  /** Calls `onMessage` for every NOTIFY on `channel`, from this or any other instance. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<Unlisten>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite folder, or 'memory://' for a throwaway in-memory database. */
  dataDir: string;
  /** In-memory PGlite only: start from this dumped data folder instead of running initdb (tests). */
  pgliteTemplate?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, options.pgliteTemplate);
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}

async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  // One server per folder (data-folder-lock.ts): taken before PGlite touches a file.
  const lock = inMemory ? undefined : lockDataFolder(dataDir);
  let client: PGlite;
  try {
    client = inMemory && template ? await PGlite.create({ loadDataDir: template }) : await PGlite.create(dataDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = new Kysely<DB>({ dialect: new PreparingPGliteDialect(client) });
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, onMessage) => client.listen(channel, onMessage),
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      try {
        await db.destroy();
      } finally {
        lock?.release();
      }
    },
  };
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that drops (database restart, admin kill) is an 'error' on the pool; unheard,
  // Node would turn it into a crash. The pool has already discarded that connection: log and go on.
  pool.on('error', (error) => console.error('PostgreSQL connection lost (the pool opens a new one)', error.message));
  const poolClosed = whenPoolConnectionsClosed(pool);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const listeners = new Set<pg.Client>();
  let closed = false;
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await pool.query('select 1');
    },
    listen: async (channel, onMessage) => {
      // LISTEN needs a connection of its own that stays open while anyone listens; when it drops
      // (database restart, network blip) it is opened again, so live events resume by themselves.
      let stopped = false;
      let current: pg.Client | undefined;
      const connect = async (): Promise<void> => {
        const client = new pg.Client({ connectionString });
        client.on('notification', (message) => {
          if (message.channel === channel) onMessage(message.payload ?? '');
        });
        const reconnect = () => {
          if (current !== client) return;
          listeners.delete(client);
          current = undefined;
          client.end().catch(() => undefined);
          if (!stopped && !closed) setTimeout(() => void connect().catch(reconnectLater), 1000).unref();
        };
        client.on('error', reconnect);
        client.on('end', reconnect);
        current = client;
        try {
          await client.connect();
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          if (current === client) current = undefined;
          client.end().catch(() => undefined);
          throw error;
        }
        listeners.add(client);
      };
      const reconnectLater = (error: unknown) => {
        console.error(`LISTEN ${channel} lost; retrying`, error);
        if (!stopped && !closed) setTimeout(() => void connect().catch(reconnectLater), 5000).unref();
      };
      await connect();
      return async () => {
        stopped = true;
        const client = current;
        current = undefined;
        if (client) {
          listeners.delete(client);
          await client.end().catch(() => undefined);
        }
      };
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      closed = true;
      await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
      await db.destroy();
      await poolClosed();
    },
  };
}

/**
 * pg.Pool's end() resolves before its connections have said goodbye to the server; the returned
 * function waits until every connection the pool opened is really closed, so a caller may then
 * drop the database or stop the server without an orphaned connection erroring afterwards.
 */
function whenPoolConnectionsClosed(pool: pg.Pool): () => Promise<void> {
  let open = 0;
  let onAllClosed: (() => void) | undefined;
  pool.on('connect', () => {
    open += 1;
  });
  pool.on('remove', () => {
    open -= 1;
    if (open === 0) onAllClosed?.();
  });
  return () =>
    open === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          onAllClosed = resolve;
        });
}
