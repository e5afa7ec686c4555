import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { FastifyInstance } from 'fastify';
import type { Role, SessionDto } from '@school/contracts';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { buildApp, type BuildOptions } from '../gateway/app';
import { seedDemo } from '../seed/seed-demo';
import { DEMO_ACCOUNTS, type DemoLogin } from '../seed/demo-accounts';
import { dataOf } from './body';

/**
 * A new empty database in the throwaway PostgreSQL cluster when TEST_PG_URL is set (the PostgreSQL
 * pass), with a function that drops it; null on SQLite.
 */
export async function throwawayPgDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const adminUrl = process.env.TEST_PG_URL;
  if (!adminUrl) return null;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Builds the real gateway in-process on a fresh database: a temp SQLite file, or a new database
 * in the throwaway PostgreSQL cluster when TEST_PG_URL is set. Migrations and the demo seed run.
 * `options.services` mounts only those domains (as SERVICES= does); all by default.
 */
export async function buildTestApp(config: NonNullable<BuildOptions['config']> = {}, options: Pick<BuildOptions, 'services'> = {}) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'school-test-'));
  const pg = await throwawayPgDatabase();
  const databaseUrl = pg?.url ?? null;
  const app = await buildApp({
    migrate: true,
    logger: false,
    services: options.services,
    config: {
      databaseUrl,
      dataDir: tmp,
      sqliteFile: path.join(tmp, 'test.sqlite'),
      jwtSecret: 'test-secret-'.padEnd(40, 'x'),
      loginRateLimit: 1000,
      webRoot: null,
      remoteManifestFile: null,
      ...config,
    },
  });
  await seedDemo(app.em());
  await app.ready();
  const close = async () => {
    await app.close();
    await pg?.drop();
    rmSync(tmp, { recursive: true, force: true });
  };
  return { app, close };
}

export function demoPassword(login: DemoLogin): string {
  return DEMO_ACCOUNTS.find((a) => a.login === login)!.password;
}

export async function loginAs(app: FastifyInstance, login: DemoLogin) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login, password: demoPassword(login) },
  });
  if (res.statusCode !== 200) throw new Error(`login ${login} failed: ${res.body}`);
  const data = dataOf<SessionDto>(res);
  const payload = JSON.parse(Buffer.from(data.token.split('.')[1], 'base64url').toString()) as { user_id: number };
  return { ...data, userId: payload.user_id, auth: { authorization: `Bearer ${data.token}` } };
}

/**
 * An access token of a demo account signed with the app's key, as the auth domain signs one at
 * login: for apps booted without the auth domain (SERVICES=learning), which cannot log in.
 */
export async function tokenFor(app: FastifyInstance, login: DemoLogin) {
  const user = await (app.em() as SqlEntityManager).getKnex()('users').where({ login }).first<{ id: number | string; role: Role } | undefined>('id', 'role');
  if (!user) throw new Error(`no user ${login}`);
  const userId = Number(user.id);
  const token = app.jwt.sign({ user: login, user_id: userId, role: user.role, typ: 'access' }, { expiresIn: 900 });
  return { token, userId, auth: { authorization: `Bearer ${token}` } };
}
