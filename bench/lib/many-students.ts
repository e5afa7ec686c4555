import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { ormOptions } from '../../services/db/orm-options';
import { seedDemo } from '../../services/seed/seed-demo';
import { User } from '../../services/auth/entities';
import { hashPassword } from '../../services/auth/password';
import { Group, GroupStudent } from '../../services/learning/entities';

export const BENCH_PASSWORD = 'bench-student';

/** Seeds the demo school plus `count` students enrolled in the first demo group. */
export async function seedManyStudents(dataDir: string, count: number, databaseUrl: string | null = null): Promise<void> {
  const orm = await MikroORM.init(ormOptions({ databaseUrl, sqliteFile: path.join(dataDir, 'school.sqlite') }));
  try {
    await orm.getMigrator().up();
    const em = orm.em.fork();
    await seedDemo(em);
    const group = await em.findOneOrFail(Group, { id: 1 });
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    for (let i = 1; i <= count; i++) {
      const student = em.create(User, { login: `bench${i}`, passwordHash, role: 'student', createdAt: new Date() });
      em.create(GroupStudent, { group, student, archived: false });
    }
    await em.flush();
  } finally {
    await orm.close(true);
  }
}

/**
 * Adds the bench students bench1..bench<count> that a running school's database lacks (enrolled in
 * the first demo group), for a run that is already up (bench:prod seeds the production-like run).
 */
export async function ensureBenchStudents(databaseUrl: string, count: number): Promise<void> {
  const orm = await MikroORM.init(ormOptions({ databaseUrl, sqliteFile: '' }));
  try {
    const em = orm.em.fork();
    const logins = Array.from({ length: count }, (_, i) => `bench${i + 1}`);
    const existing = new Set((await em.find(User, { login: { $in: logins } }, { fields: ['login'] })).map((u) => u.login));
    const missing = logins.filter((l) => !existing.has(l));
    if (missing.length === 0) return;
    const group = await em.findOneOrFail(Group, { id: 1 });
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    for (const login of missing) {
      const student = em.create(User, { login, passwordHash, role: 'student', createdAt: new Date() });
      em.create(GroupStudent, { group, student, archived: false });
    }
    await em.flush();
  } finally {
    await orm.close(true);
  }
}
