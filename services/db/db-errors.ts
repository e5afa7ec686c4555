import { ConnectionException, LockWaitTimeoutException, ReadOnlyException } from '@mikro-orm/core';

/** PostgreSQL SQLSTATE classes and codes that mean "the database cannot serve now", not "bad request". */
const PG_UNAVAILABLE = /^(08|53|57P0[1-4]|40P01|55P03)/;
const NODE_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_CANTOPEN', 'SQLITE_READONLY', 'SQLITE_FULL', 'SQLITE_IOERR']);
const MESSAGES = [/database is locked/i, /database table is locked/i, /unable to open database/i, /Timeout acquiring a connection/i, /Connection terminated/i, /readonly database/i, /database or disk is full/i, /disk I\/O error/i];

/**
 * Is this error the database being locked, full or unreachable? Those answer 503 DB_UNAVAILABLE (the
 * client may retry), not a generic 500. Covers MikroORM's converted exceptions and raw driver errors
 * from knex queries (libsql codes and messages, pg SQLSTATEs, socket errors).
 */
export function isDbUnavailable(error: unknown): boolean {
  if (error instanceof LockWaitTimeoutException || error instanceof ConnectionException || error instanceof ReadOnlyException) return true;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (NODE_UNAVAILABLE.has(code) || code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_IOERR')) return true;
  if (/^[0-9A-Z]{5}$/.test(code) && PG_UNAVAILABLE.test(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  if (MESSAGES.some((m) => m.test(message))) return true;
  return e.cause !== undefined && e.cause !== error && isDbUnavailable(e.cause);
}

/**
 * Is this SQLite's "another connection holds the lock" (worth retrying shortly)? Also the trace such
 * a lock leaves: a statement that met it stays active on its connection, and a later COMMIT there
 * fails with "SQL statements in progress" — retried on a fresh connection, as the lock itself is.
 */
export function isDbLocked(error: unknown): boolean {
  if (error instanceof LockWaitTimeoutException) return true;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && (e.code.startsWith('SQLITE_BUSY') || e.code.startsWith('SQLITE_LOCKED'))) return true;
  if (typeof e.message === 'string' && /database (table )?is locked|SQL statements in progress/i.test(e.message)) return true;
  return e.cause !== undefined && e.cause !== error && isDbLocked(e.cause);
}
