import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { ormOptions } from './orm-options';
import { throwawayPgDatabase } from '../test/test-app';

/**
 * The migrations build exactly the schema the entities describe (SQLite here, PostgreSQL in the
 * PostgreSQL pass): two changes that each add a migration by hand cannot leave the database and
 * the entities disagreeing unnoticed.
 */
describe('migrations and entities', () => {
  it('leave no difference for the schema generator', async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'school-schema-'));
    const pg = await throwawayPgDatabase();
    const orm = await MikroORM.init(ormOptions({ databaseUrl: pg?.url ?? null, sqliteFile: path.join(tmp, 'schema.sqlite') }));
    try {
      await orm.getMigrator().up();
      const diff = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
      expect(diff.trim()).toBe('');
    } finally {
      await orm.close(true);
      rmSync(tmp, { recursive: true, force: true });
      await pg?.drop();
    }
  });
});
