import Database from 'libsql';
import { Profile } from '../profile/entities';
import { buildTestApp, loginAs } from '../test/test-app';

const sqliteOnly = process.env.TEST_PG_URL ? describe.skip : describe;

/** Another process holding SQLite's write lock: 503s with a clear code, health failing, then recovery. */
sqliteOnly('a locked database', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const lockFile = () => {
    const other = new Database(ctx.app.orm.config.get('dbName')!);
    other.exec('begin exclusive');
    return () => {
      other.exec('rollback');
      other.close();
    };
  };

  it('runs SQLite in WAL with a busy timeout', async () => {
    const knex = ctx.app.orm.em.getConnection() as unknown as { execute(sql: string): Promise<Record<string, unknown>[]> };
    const [mode] = await knex.execute('pragma journal_mode');
    const [timeout] = await knex.execute('pragma busy_timeout');
    expect(Object.values(mode)[0]).toBe('wal');
    expect(Number(Object.values(timeout)[0])).toBeGreaterThan(0);
  });

  it('answers 503 DB_UNAVAILABLE and a failing health while locked, and recovers with nothing lost', async () => {
    const s1 = await loginAs(ctx.app, 'student1');
    const release = lockFile();
    let released = false;
    try {
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ data: { db: 'down' } });

      // A write outside the queue fails fast and clearly; nothing was written.
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/student/profile/${s1.userId}/timezone`,
        headers: s1.auth,
        payload: { timeZone: 'Asia/Tokyo', localTime: '10:00' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ statusCode: 503, code: 'DB_UNAVAILABLE' });

      // A queued write waits (asynchronously) for the lock to go and then lands.
      const queued = ctx.app.db.transaction(async (em) => {
        const profile = await em.findOneOrFail(Profile, { user: s1.userId });
        profile.timeZone = 'Europe/Samara';
      });
      setTimeout(() => {
        release();
        released = true;
      }, 400);
      await queued;
    } finally {
      if (!released) release();
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const profile = await ctx.app.em().findOneOrFail(Profile, { user: s1.userId });
    expect(profile.timeZone).toBe('Europe/Samara');
  });
});
