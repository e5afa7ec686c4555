/** Applies pending migrations and seeds the demo school when the database is empty. */
import { MikroORM } from '@mikro-orm/core';
import { loadConfig } from '../core/config';
import { ormOptions } from '../db/orm-options';
import { seedDemo } from '../seed/seed-demo';

async function main() {
  const config = loadConfig();
  const orm = await MikroORM.init(ormOptions(config));
  try {
    const applied = await orm.getMigrator().up();
    console.log(`migrations applied: ${applied.length}`);
    if (!process.argv.includes('--no-seed')) {
      const seeded = await seedDemo(orm.em.fork());
      console.log(seeded ? 'demo school seeded' : 'database already has data: seed skipped');
    }
  } finally {
    await orm.close(true);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
