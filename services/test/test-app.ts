import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../gateway/app';
import { seedDemo } from '../seed/seed-demo';
import { DEMO_ACCOUNTS, type DemoLogin } from '../seed/demo-accounts';

/**
 * Builds the real gateway in-process on a fresh database: a temp SQLite file, or a new database
 * in the throwaway PostgreSQL cluster when TEST_PG_URL is set. Migrations and the demo seed run.
 */
export async function buildTestApp(config: NonNullable<BuildOptions['config']> = {}) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'school-test-'));
  const adminUrl = process.env.TEST_PG_URL;
  let databaseUrl: string | null = null;
  let dropDb: (() => Promise<void>) | null = null;
  if (adminUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDb = async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const app = await buildApp({
    migrate: true,
    logger: false,
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
    await dropDb?.();
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
  const data = res.json().data as { token: string; refreshToken: string };
  const payload = JSON.parse(Buffer.from(data.token.split('.')[1], 'base64url').toString()) as { user_id: number };
  return { ...data, userId: payload.user_id, auth: { authorization: `Bearer ${data.token}` } };
}
