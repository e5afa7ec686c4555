import { mkdirSync } from 'node:fs';
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
  return { ...common, driver: LibSqlDriver, dbName: target.sqliteFile, migrations };
}
