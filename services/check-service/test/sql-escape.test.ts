import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TSql, type SqlOutcome, type SqlRun } from '@school/sql-kind';
import sqlLane from '@school/sql-kind/src/check/lane';
import { createCheckClient, type CheckClient } from '../../code-check/check-client';
import { checkSqlQuery } from '../../code-check/sql/sql-verifier';

/**
 * What a curious 14-year-old tries on an SQL task: reading the server's files through ATTACH,
 * writing files with VACUUM INTO, loading an extension, lifting limits with PRAGMA, a query that
 * never ends and one that eats memory. sql.js keeps its databases in Emscripten's in-memory file
 * system and the sandbox reads only its root: nothing reaches the real files. The author's setup
 * script is not filtered like a student's query, so the attacks are tried there too.
 */
const CANARY = `canary-${Math.random().toString(36).slice(2)}-secret`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-sql-canary-'));
const secretDb = path.join(dataDir, 'school.sqlite');
let client: CheckClient;

const SETUP = "CREATE TABLE pets (id INTEGER PRIMARY KEY, name TEXT);\nINSERT INTO pets VALUES (1, 'Мурка'), (2, 'Шарик');";
const REFERENCE = 'SELECT name FROM pets';

beforeAll(async () => {
  writeFileSync(secretDb, `SQLite format 3\u0000 ${CANARY}`);
  writeFileSync(path.join(dataDir, 'jwt-secret'), CANARY);
  client = createCheckClient();
  await client.warm();
}, 300_000);

afterAll(async () => {
  await client.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function raw(query: string, setup = SETUP): Promise<SqlOutcome> {
  const answer = await client.lane<SqlOutcome>(sqlLane, 'attacker', { setup, query, reference: REFERENCE });
  if (!answer.ok) throw new Error('the check service was busy');
  return answer.value;
}

const studentOf = (outcome: SqlOutcome): SqlRun => {
  if (!('student' in outcome)) throw new Error(JSON.stringify(outcome));
  return outcome.student;
};

/** Nothing of the data folder changed, and no file the attack named exists on the real file system. */
function untouched(...files: string[]) {
  expect(readdirSync(dataDir).sort()).toEqual(['jwt-secret', 'school.sqlite']);
  for (const file of files) expect([file, existsSync(file)]).toEqual([file, false]);
}

describe('SQL escapes are contained', () => {
  it('a student’s ATTACH, DETACH, VACUUM and PRAGMA are refused with the reason', async () => {
    for (const [query, keyword] of [
      [`ATTACH DATABASE '/etc/passwd' AS p; SELECT * FROM p.sqlite_master`, 'ATTACH'],
      [`ATTACH DATABASE '${secretDb}' AS s; SELECT * FROM s.sqlite_master`, 'ATTACH'],
      [`VACUUM INTO '${path.join(dataDir, 'copy.db')}'`, 'VACUUM'],
      ['PRAGMA max_page_count = 2147483647; SELECT 1', 'PRAGMA'],
      ['/* hidden */ PRAGMA hard_heap_limit = 0; SELECT 1', 'PRAGMA'],
      ['DETACH DATABASE temp; SELECT 1', 'DETACH'],
    ]) {
      const student = studentOf(await raw(query));
      expect(student).toEqual({ ok: false, error: { kind: 'forbidden', message: TSql.run.forbidden(keyword), original: '' } });
    }
    untouched(path.join(dataDir, 'copy.db'));
  }, 60_000);

  it('the unfiltered setup reaches no real file either: ATTACH and VACUUM INTO stay in memory', async () => {
    const written = path.join(os.tmpdir(), `school-sql-escape-${process.pid}.db`);
    const reads = await raw('SELECT * FROM leak', `ATTACH DATABASE '${secretDb}' AS s; CREATE TABLE leak AS SELECT * FROM s.sqlite_master;`);
    expect(JSON.stringify(reads)).not.toContain(CANARY);
    expect(studentOf(reads)).toMatchObject({ ok: false, error: { kind: 'setup', original: expect.stringMatching(/unable to open database/) as unknown } });
    const passwd = await raw('SELECT * FROM p.sqlite_master', `ATTACH DATABASE '/etc/passwd' AS p;`);
    expect(JSON.stringify(passwd)).not.toMatch(/root:x:0/);
    // /tmp exists in sql.js's in-memory file system: the file is made there, never on the disk (it
    // outlives the database in that process's memory: the reference's run made it, the student's finds it).
    const setup = `ATTACH DATABASE '${written}' AS w; CREATE TABLE IF NOT EXISTS w.t (x); INSERT INTO w.t VALUES ('${CANARY}');`;
    const writes = await raw('SELECT COUNT(*) FROM w.t', setup);
    expect(studentOf(writes)).toMatchObject({ ok: true, columns: ['COUNT(*)'] });
    await raw('SELECT 1', `VACUUM INTO '${written}.copy'; VACUUM INTO '${path.join(dataDir, 'copy.db')}';`);
    untouched(written, `${written}.copy`, path.join(dataDir, 'copy.db'));
  }, 60_000);

  it('extensions and file functions do not exist, nor may a tokenizer pointer be set', async () => {
    const file = path.join(dataDir, 'written.txt');
    for (const query of ["SELECT load_extension('/usr/lib/x86_64-linux-gnu/libc.so.6')", "SELECT readfile('/etc/passwd')", `SELECT writefile('${file}', 'y')`]) {
      const student = studentOf(await raw(query));
      expect(student).toMatchObject({ ok: false, error: { kind: 'query', original: expect.stringMatching(/no such function/) as unknown } });
    }
    const pointer = studentOf(await raw("SELECT fts3_tokenizer('evil', x'0100000000000000')"));
    expect(pointer).toMatchObject({ ok: false, error: { kind: 'query', original: 'fts3tokenize disabled' } });
    untouched(file);
  }, 60_000);

  it('a query that never ends is stopped with the Russian message, and the next check runs', async () => {
    const endless = 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM r) SELECT n FROM r';
    expect(studentOf(await raw(endless))).toEqual({ ok: false, error: { kind: 'tooLong', message: TSql.run.tooLong, original: '' } });
    // One SQLite step that never returns (an aggregate over an endless recursion): only the kill ends it.
    const started = Date.now();
    const stuck = await checkSqlQuery(client, { setup: SETUP, query: 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM r) SELECT COUNT(*) FROM r', reference: REFERENCE, check: '' });
    expect(stuck).toEqual({ passed: false, message: TSql.run.tooLong });
    expect(TSql.run.tooLong).toMatch(/^Запрос выполнялся слишком долго/);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await checkSqlQuery(client, { setup: SETUP, query: 'SELECT name FROM pets', reference: REFERENCE, check: '' })).toEqual({ passed: true, message: TSql.check.passed });
  }, 60_000);

  it('memory and disk bombs end in SQLite’s own limits', async () => {
    const blobs = studentOf(await raw('SELECT length(group_concat(randomblob(1000000))) FROM (WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM r LIMIT 300) SELECT n FROM r)'));
    expect(blobs).toMatchObject({ ok: false, error: { message: TSql.errors.outOfMemory } });
    const disk = studentOf(await raw('CREATE TABLE big AS WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM r LIMIT 100000) SELECT randomblob(4000) AS b FROM r; SELECT COUNT(*) FROM big'));
    expect(disk).toMatchObject({ ok: false, error: { message: TSql.errors.databaseFull } });
    expect(studentOf(await raw('SELECT name FROM pets'))).toMatchObject({ ok: true });
  }, 60_000);
});
