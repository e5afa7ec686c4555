import { mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import path from 'node:path';
import type { Options } from '@mikro-orm/core';
import { LibSqlDriver } from '@mikro-orm/libsql';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { allEntities } from './entities';
import { sqliteMigrations } from '../migrations/sqlite';
import { postgresqlMigrations } from '../migrations/postgresql';

export type Dialect = 'sqlite' | 'postgresql';

export interface DbTarget {
  databaseUrl: string | null;
  sqliteFile: string;
}

export function dialectOf(target: DbTarget): Dialect {
  return target.databaseUrl?.startsWith('postgres') ? 'postgresql' : 'sqlite';
}

export const migrationsDir = (dialect: Dialect) => path.resolve(__dirname, '..', 'migrations', dialect);

/** MikroORM options for SQLite (libsql, no native build) or PostgreSQL. */
export function ormOptions(target: DbTarget, debug = false): Options {
  const dialect = dialectOf(target);
  const common = {
    entities: allEntities,
    extensions: [Migrator],
    debug,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    discovery: { warnWhenNoEntities: true },
  };
  const migrations = {
    tableName: 'mikro_orm_migrations',
    path: migrationsDir(dialect),
    transactional: true,
    silent: true,
    emit: 'ts' as const,
    snapshot: false,
    migrationsList: dialect === 'sqlite' ? sqliteMigrations : postgresqlMigrations,
  };
  if (dialect === 'postgresql') {
    return { ...common, driver: PostgreSqlDriver, clientUrl: target.databaseUrl!, migrations };
  }
  mkdirSync(path.dirname(target.sqliteFile), { recursive: true });
  return { ...common, driver: LibSqlDriver, dbName: target.sqliteFile, migrations, pool: sqlitePool };
}

/**
 * How long one statement waits for another process's lock before SQLITE_BUSY. Short on purpose:
 * libsql runs statements synchronously, so the busy handler blocks the whole event loop while it
 * waits. Longer waits happen in the write queue (db/write-queue.ts), asynchronously, between tries.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 100;

/** Connections opened before the last reset are closed and replaced on their next use. */
let generation = 0;

/**
 * After SQLITE_BUSY, libsql leaves the failed statement active on its connection, and a later
 * COMMIT there fails with "SQL statements in progress": the connection must be replaced. Called
 * by the write queue and the error handler on a lock error. Checks that meet the lock before any
 * statement (BEGIN IMMEDIATE through exec, see sqlite-direct.ts) poison nothing and do not call it.
 */
export function resetSqliteConnections() {
  generation++;
  collectReplacedConnections();
}

let collector: (() => void) | null = null;
let collection: NodeJS.Timeout | null = null;

/**
 * A replaced libsql connection closes its file only when the JS statements that reference it are
 * garbage-collected (libsql-js has no finalize): without a collection, a lock episode left dozens
 * of open handles for up to a minute. One full collection, a second after the last replacement
 * (the pool has dropped the old connections by then), closes them; it runs only after lock errors.
 */
function collectReplacedConnections() {
  if (!collector) {
    setFlagsFromString('--expose-gc');
    collector = runInNewContext('gc') as () => void;
  }
  if (collection) clearTimeout(collection);
  collection = setTimeout(() => {
    collection = null;
    collector?.();
  }, 1000);
  collection.unref();
}

type SqliteConn = { exec(sql: string): void; __generation?: number };

/**
 * One connection (libsql runs statements synchronously on the main thread, so more would only
 * contend for the file lock); every connection the pool opens gets the pragmas, because knex
 * replaces libsql connections regularly and busy_timeout / foreign_keys are per connection.
 * WAL lets readers in other processes (backups, a second gateway) read while this one writes.
 */
const sqlitePool = {
  min: 1,
  max: 1,
  afterCreate(conn: SqliteConn, done: (err: unknown, conn: unknown) => void) {
    try {
      conn.exec(
        `pragma journal_mode = wal; pragma synchronous = normal; pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}; pragma foreign_keys = on;`,
      );
      conn.__generation = generation;
      done(null, conn);
    } catch (err) {
      done(err, conn);
    }
  },
  validate: (conn: SqliteConn) => conn.__generation === generation,
};
