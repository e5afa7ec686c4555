import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { MikroORM } from '@mikro-orm/core';
import { ormOptions } from './orm-options';

/**
 * The migrations build exactly the schema the entities describe (SQLite here, PostgreSQL in the
 * PostgreSQL pass): two changes that each add a migration by hand cannot leave the database and
 * the entities disagreeing unnoticed.
 */
describe('migrations and entities', () => {
  it('leave no difference for the schema generator', async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'school-schema-'));
    const adminUrl = process.env.TEST_PG_URL;
    const name = `s_${randomBytes(6).toString('hex')}`;
    let databaseUrl: string | null = null;
    if (adminUrl) {
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
    const orm = await MikroORM.init(ormOptions({ databaseUrl, sqliteFile: path.join(tmp, 'schema.sqlite') }));
    try {
      await orm.getMigrator().up();
      const diff = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
      expect(diff.trim()).toBe('');
    } finally {
      await orm.close(true);
      rmSync(tmp, { recursive: true, force: true });
      if (adminUrl) {
        const admin = new Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
  });
});
