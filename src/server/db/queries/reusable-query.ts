// A Kysely query built and compiled once, run many times with new values. Building a query with CTEs
// costs Kysely a few hundred microseconds of parsing and compiling each time, as much as PGlite takes
// to run it prepared (docs/performance.md); the attempts hot path builds its statement once.
import type { CompiledQuery, Compilable, Kysely } from 'kysely';
import type { DB } from '../schema';

const MARK = '\u0000reusable-query:';

/**
 * `build` receives stand-ins for the values (`values.name`), used where a value goes (a comparison,
 * an insert, an `sql` parameter), never in SQL text or in JavaScript logic: the query must have the
 * same shape whatever the values are.
 */
export function reusableQuery<V extends Record<string, unknown>, R>(build: (db: Kysely<DB>, values: V) => Compilable<R>) {
  let compiled: CompiledQuery<R> | undefined;
  let slots: Array<string | undefined> = [];
  return async (db: Kysely<DB>, values: V): Promise<R[]> => {
    if (!compiled) {
      const standIns = new Proxy({}, { get: (_, name) => `${MARK}${String(name)}` }) as V;
      compiled = build(db, standIns).compile();
      slots = compiled.parameters.map((value) => (typeof value === 'string' && value.startsWith(MARK) ? value.slice(MARK.length) : undefined));
    }
    const parameters = compiled.parameters.map((value, k) => (slots[k] === undefined ? value : values[slots[k]]));
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
