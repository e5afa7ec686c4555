import type { Knex } from '@mikro-orm/knex';

/** The statement API of a libsql connection (better-sqlite3 compatible, synchronous). */
export interface SqliteStatement {
  get(...params: unknown[]): unknown;
  run(...params: unknown[]): { changes: number };
}
export interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
  exec(sql: string): void;
}

/** Prepared statements per connection: a replaced connection (after a lock error) prepares afresh. */
const prepared = new WeakMap<SqliteConnection, Map<string, SqliteStatement>>();

/** A cached prepared statement of this connection. */
export function statement(conn: SqliteConnection, sql: string): SqliteStatement {
  let mine = prepared.get(conn);
  if (!mine) prepared.set(conn, (mine = new Map<string, SqliteStatement>()));
  let stmt = mine.get(sql);
  if (!stmt) mine.set(sql, (stmt = conn.prepare(sql)));
  return stmt;
}

/**
 * Runs `work` as one immediate transaction on the pool's libsql connection, synchronously: a short
 * hot write (an answer save) costs a fraction of a millisecond this way and holds the single
 * connection for no longer, where the same statements through knex take several event-loop turns
 * each. The connection is taken from the pool, so a knex transaction in progress (which holds it)
 * finishes first and nothing interleaves with this one.
 */
export async function sqliteTransaction<T>(knex: Knex, work: (conn: SqliteConnection) => T): Promise<T> {
  const client = knex.client as { acquireConnection(): Promise<SqliteConnection>; releaseConnection(conn: SqliteConnection): Promise<void> };
  const conn = await client.acquireConnection();
  try {
    conn.exec('BEGIN IMMEDIATE');
    try {
      const result = work(conn);
      conn.exec('COMMIT');
      return result;
    } catch (err) {
      try {
        conn.exec('ROLLBACK');
      } catch {
        // BEGIN itself failed (nothing to roll back), or the connection is broken and gets replaced.
      }
      throw err;
    }
  } finally {
    await client.releaseConnection(conn);
  }
}

/**
 * Takes SQLite's write lock and drops it at once: SQLITE_BUSY while another process holds it. Run
 * through exec (no prepared statement left behind), so a failure does not poison the connection.
 */
export function probeSqliteWriteLock(knex: Knex): Promise<void> {
  return sqliteTransaction(knex, () => undefined);
}
