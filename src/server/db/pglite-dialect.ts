// Kysely on PGlite, with each query statement prepared once. PGlite's own query() parses, plans and
// describes the SQL on every call and crosses into WebAssembly six times; here a statement's text is
// parsed and described once (a named prepared statement, so PostgreSQL also keeps its plan), and each
// run is a single call: bind, describe, execute, sync. That makes a statement 3–5× cheaper, which is
// most of an attempt's cost on PGlite (docs/performance.md). Anything but SELECT/INSERT/UPDATE/DELETE/
// WITH (BEGIN, DDL, …) goes through query() as before. PGlite has one connection: queries wait their
// turn, and a transaction holds the connection until it ends.
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** Prepared statements kept; past this the least recently used is closed (statements vary little). */
const MAX_PREPARED = 200;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** PostgreSQL's "cached plan must not change result type" after a table changed under a statement. */
const STALE_PLAN = '0A000';

interface Prepared {
  name: string;
  paramTypes: number[];
}

export class PreparingPGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private busy = false;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly client: PGlite) {
    this.connection = new PGliteConnection(client);
  }
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    // A waiter is handed the connection by releaseConnection, still marked busy, so nobody slips in.
    if (this.busy) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.busy = true;
    return this.connection;
  }
  async releaseConnection(): Promise<void> {
    const next = this.waiting.shift();
    if (next) next();
    else this.busy = false;
  }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const begin = settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async destroy(): Promise<void> {
    await this.client.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  /** By statement text, least recently used first. */
  private readonly prepared = new Map<string, Prepared>();
  private counter = 0;

  constructor(private readonly client: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const parameters = [...query.parameters];
    if (!PREPARABLE.test(query.sql)) return resultOf<R>(await this.client.query<R>(query.sql, parameters));
    try {
      return await this.client.runExclusive(() => this.runPrepared<R>(query.sql, parameters));
    } catch (error) {
      if ((error as { code?: string }).code !== STALE_PLAN) throw error;
      // A migration changed a table this statement reads: prepare it afresh, once.
      await this.client.runExclusive(() => this.forget(query.sql));
      return this.client.runExclusive(() => this.runPrepared<R>(query.sql, parameters));
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(query);
  }

  private async runPrepared<R>(text: string, parameters: unknown[]): Promise<QueryResult<R>> {
    const statement = await this.statementFor(text);
    const values = parameters.map((value, k) => serialize(this.client, value, statement.paramTypes[k]));
    const { serialize: message } = protocol;
    const request = concat([
      message.bind({ statement: statement.name, values }),
      message.describe({ type: 'P' }),
      message.execute({}),
      message.sync(),
    ]);
    const { messages } = await this.client.execProtocol(request);
    const [result] = parse.parseResults(messages, this.client.parsers);
    return resultOf<R>(result as unknown as { rows: R[]; affectedRows?: number });
  }

  private async statementFor(text: string): Promise<Prepared> {
    const known = this.prepared.get(text);
    if (known) {
      this.prepared.delete(text);
      this.prepared.set(text, known);
      return known;
    }
    if (this.prepared.size >= MAX_PREPARED) await this.forget(this.prepared.keys().next().value as string);
    const name = `kysely_${++this.counter}`;
    const { serialize: message } = protocol;
    const { messages } = await this.client.execProtocol(
      concat([message.parse({ name, text }), message.describe({ type: 'S', name }), message.sync()]),
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.prepared.set(text, statement);
    return statement;
  }

  private async forget(text: string): Promise<void> {
    const statement = this.prepared.get(text);
    if (!statement) return;
    this.prepared.delete(text);
    const { serialize: message } = protocol;
    await this.client.execProtocol(concat([message.close({ type: 'S', name: statement.name }), message.sync()]));
  }
}

/** A parameter as PGlite's query() sends it: null, or text by the parameter's type. */
function serialize(client: PGlite, value: unknown, type: number | undefined): string | null {
  if (value === null || value === undefined) return null;
  const serializer = type === undefined ? undefined : client.serializers[type];
  return serializer ? (serializer(value) as string) : String(value);
}

function resultOf<R>(result: { rows: R[]; affectedRows?: number }): QueryResult<R> {
  return result.affectedRows ? { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) } : { rows: result.rows };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
