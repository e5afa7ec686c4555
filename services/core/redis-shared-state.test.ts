import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { ApiPaths, COLLAB_WS_PATH, type ProjectDto, type ViewResult } from '@school/contracts';
import { buildApp } from '../gateway/app';
import { seedDemo } from '../seed/seed-demo';
import { loginAs, throwawayPgDatabase } from '../test/test-app';
import { dataOf, errorOf } from '../test/body';
import { describeWithRedis, startTestRedis, type TestRedis } from './redis-test-server';

type App = Awaited<ReturnType<typeof buildApp>>;

// Y.Text's text is read with toJSON(): yjs declares no toString() for it in its types (both return the same string).

/** Polls until the condition holds (sockets deliver on their own schedule; no fixed sleeps). */
async function until(what: string, condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Issue 28 item 2: two instances of the whole school in one process, sharing one database (a
 * SQLite file, or PostgreSQL in the PostgreSQL pass) and one real Redis, as production runs them
 * behind nginx: every counter, limit and collaboration room agrees across them.
 */
describeWithRedis('two instances sharing one database and one Redis', () => {
  let redis: TestRedis;
  let tmp: string;
  let pg: Awaited<ReturnType<typeof throwawayPgDatabase>>;
  let a: App;
  let b: App;
  const providers: WebsocketProvider[] = [];

  /** One instance on the shared database; the tutor allows 2 messages a minute, logins 3 failures per login and 10 attempts per address. */
  async function instance(): Promise<App> {
    const saved = { base: process.env.AI_BASE_URL, rate: process.env.AI_RATE_PER_MINUTE };
    delete process.env.AI_BASE_URL;
    process.env.AI_RATE_PER_MINUTE = '2';
    try {
      const app = await buildApp({
        migrate: true,
        logger: false,
        config: {
          databaseUrl: pg?.url ?? null,
          dataDir: tmp,
          sqliteFile: path.join(tmp, 'shared.sqlite'),
          jwtSecret: 'test-secret-'.padEnd(40, 'x'),
          loginRateLimit: 3,
          loginAddressLimit: 10,
          webRoot: null,
          remoteManifestFile: null,
          redisUrl: redis.url,
        },
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return app;
    } finally {
      if (saved.base === undefined) delete process.env.AI_BASE_URL;
      else process.env.AI_BASE_URL = saved.base;
      if (saved.rate === undefined) delete process.env.AI_RATE_PER_MINUTE;
      else process.env.AI_RATE_PER_MINUTE = saved.rate;
    }
  }

  const wsBase = (app: App) => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${COLLAB_WS_PATH}`;
  const client = (app: App, room: string) => {
    const doc = new Y.Doc();
    const provider = new WebsocketProvider(wsBase(app), room, doc, { WebSocketPolyfill: WebSocket as never, disableBc: true });
    providers.push(provider);
    return { doc, provider };
  };
  const closeClients = () => {
    for (const p of providers.splice(0)) {
      p.destroy();
      p.doc.destroy();
    }
  };

  beforeAll(async () => {
    redis = await startTestRedis();
    tmp = mkdtempSync(path.join(os.tmpdir(), 'school-shared-'));
    pg = await throwawayPgDatabase();
    a = await instance();
    await seedDemo(a.em());
    b = await instance();
  });
  afterEach(closeClients);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await pg?.drop();
    await redis?.stop();
    rmSync(tmp, { recursive: true, force: true });
  });

  const login = (app: App, password: string) => app.inject({ method: 'POST', url: ApiPaths.login, payload: { login: 'student2', password } });

  it('counts failed logins of one login across both instances', async () => {
    expect((await login(a, 'wrong')).statusCode).toBe(401);
    expect((await login(b, 'wrong')).statusCode).toBe(401);
    expect((await login(a, 'wrong')).statusCode).toBe(401);
    // Three failures in all: the correct password is refused on either instance.
    const refused = await login(b, 'student123');
    expect([refused.statusCode, errorOf(refused).code]).toEqual([429, 'RATE_LIMITED']);
    expect((await login(a, 'student123')).statusCode).toBe(429);
  });

  it('keeps one ceiling of login attempts per address across both instances', async () => {
    const from = (app: App) =>
      app.inject({ method: 'POST', url: ApiPaths.login, payload: { login: 'teacher2', password: 'teacher123' }, remoteAddress: '203.0.113.5' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await from(i % 2 ? b : a)).statusCode);
    expect(statuses).toEqual(Array(10).fill(200));
    expect((await from(a)).statusCode).toBe(429);
    expect((await from(b)).statusCode).toBe(429);
  });

  it("takes the tutor's per-minute limit from one window across both instances", async () => {
    const send = async (app: App, auth: Record<string, string>, message: string) =>
      app.inject({ method: 'POST', url: ApiPaths.aiChatSend, headers: auth, payload: { chatId: null, message, context: '', taskId: null, media: 'text' } });
    const onA = await loginAs(a, 'student1');
    const onB = await loginAs(b, 'student1');
    expect((await send(a, onA.auth, 'раз')).statusCode).toBe(200);
    expect((await send(b, onB.auth, 'два')).statusCode).toBe(200);
    const third = await send(a, onA.auth, 'три');
    expect([third.statusCode, errorOf(third).code]).toEqual([429, 'RATE_LIMITED']);
    expect((await send(b, onB.auth, 'четыре')).statusCode).toBe(429);
  });

  it('counts a view of one session once, whichever instance it reaches', async () => {
    const trend = await a.inject({ method: 'GET', url: ApiPaths.projectTrend });
    const hash = dataOf<ProjectDto[]>(trend)[0].publicUrl.split('/').pop()!;
    const view = (app: App) => app.inject({ method: 'POST', url: ApiPaths.projectView(hash), headers: { 'x-view-session': 'shared-session-1' }, remoteAddress: '198.51.100.9' });
    const first = dataOf<ViewResult>(await view(a));
    expect(first.counted).toBe(true);
    expect(dataOf(await view(b))).toEqual({ counted: false, views: first.views });
  });

  it('serves one collaboration room from both instances, and keeps it through a restart of both', async () => {
    const onA = client(a, 'shared-room');
    const onB = client(b, 'shared-room');
    await until('both synced', () => onA.provider.synced && onB.provider.synced);
    onA.doc.getText('t').insert(0, 'через A');
    await until('B sees the edit made through A', () => onB.doc.getText('t').toJSON() === 'через A');
    onB.doc.getText('t').insert(7, ', и через B');
    await until('A sees the edit made through B', () => onA.doc.getText('t').toJSON() === 'через A, и через B');
    // Carets and names cross instances too.
    onA.provider.awareness.setLocalStateField('name', 'Аня');
    await until('B sees the name', () => [...onB.provider.awareness.getStates().values()].some((s) => (s as { name?: string }).name === 'Аня'));

    // A client that joins later through B gets everything, wherever it was typed.
    const late = client(b, 'shared-room');
    await until('late joiner synced', () => late.doc.getText('t').toJSON() === 'через A, и через B');
    closeClients();

    await a.close();
    await b.close();
    a = await instance();
    b = await instance();
    const afterRestart = client(b, 'shared-room');
    await until('document survives the restart', () => afterRestart.doc.getText('t').toJSON() === 'через A, и через B');
  });

  it('converges when clients on both instances type at once, and compacts the stored rows on load', async () => {
    const onA = client(a, 'busy-room');
    const onB = client(b, 'busy-room');
    await until('both synced', () => onA.provider.synced && onB.provider.synced);
    // Each edit in a batch of its own (the store batches 50 ms), from both sides at once.
    for (let i = 0; i < 20; i++) {
      onA.doc.getText('t').insert(0, 'a');
      onB.doc.getText('t').insert(0, 'b');
      await new Promise((r) => setTimeout(r, 60));
    }
    await until('converged', () => onA.doc.getText('t').length === 40 && onB.doc.getText('t').toJSON() === onA.doc.getText('t').toJSON());
    const text = onA.doc.getText('t').toJSON();
    closeClients();
    const rows = async () => {
      const [row] = (await a.em().getConnection().execute(`select count(*) as n from collab_updates where room = 'busy-room'`)) as { n: number | string }[];
      return Number(row.n);
    };
    // As an app close does: the last batches stored, every room dropped from memory (the next peer loads from the database).
    await a.collabRooms.close();
    await b.collabRooms.close();
    expect(await rows()).toBeGreaterThan(32);
    const later = client(a, 'busy-room');
    await until('loaded', () => later.doc.getText('t').toJSON() === text);
    expect(await rows()).toBe(1);
  });

  it('keeps serving while Redis is down (each instance counting on its own), and shares again when it is back', async () => {
    const health = async (app: App) => {
      const res = await app.inject({ method: 'GET', url: ApiPaths.health });
      return [res.statusCode, res.json()] as const;
    };
    expect(await health(a)).toEqual([200, { data: { db: 'ok', redis: 'up' } }]);
    await redis.stop();
    // Readiness stays green: a down Redis degrades the limits, it does not stop the school.
    await until('Redis seen down', () => a.redis!.client.status !== 'ready');
    expect(await health(a)).toEqual([200, { data: { db: 'ok', redis: 'down' } }]);
    const res = await login(a, 'wrong');
    // A limit that cannot reach Redis falls back to this instance's count: never a 500.
    expect([401, 429]).toContain(res.statusCode);
    expect((await a.inject({ method: 'POST', url: ApiPaths.login, payload: { login: 'student3', password: 'student123' } })).statusCode).toBe(200);
    // Collaboration still works within one instance, and is stored.
    const one = client(a, 'room-while-down');
    const two = client(a, 'room-while-down');
    await until('synced', () => one.provider.synced && two.provider.synced);
    one.doc.getText('t').insert(0, 'без Redis');
    await until('same instance sees it', () => two.doc.getText('t').toJSON() === 'без Redis');
    closeClients();

    await redis.start();
    await until('Redis reconnected', () => a.redis!.client.status === 'ready' && b.redis!.client.status === 'ready', 10_000);
    expect(await health(b)).toEqual([200, { data: { db: 'ok', redis: 'up' } }]);
    for (let i = 0; i < 3; i++) expect((await login(b, 'bad')).statusCode).toBe(401);
    expect((await login(a, 'bad')).statusCode).toBe(429);
  });
});
