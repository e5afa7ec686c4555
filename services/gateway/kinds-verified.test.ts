import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KIND_LIST, TASK_KINDS, type TaskKind } from '@school/task-kinds';
import { buildApp } from './app';

/** A kind a team ships with pass 'server' but without registering its verifier. */
const unverified: TaskKind = { ...TASK_KINDS.Python, type: 'Geometry' };

describe('start: every server kind has its verifier', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'school-kinds-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const build = (taskKinds: readonly TaskKind[], services?: string[]) =>
    buildApp({
      logger: false,
      migrate: true,
      services,
      taskKinds,
      config: { databaseUrl: null, dataDir: tmp, sqliteFile: path.join(tmp, 'kinds.sqlite'), jwtSecret: 'test-secret-'.padEnd(40, 'x'), webRoot: null, remoteManifestFile: null },
    });

  it('refuses to start when a kind declared server has no verifier, naming it', async () => {
    await expect(build([...KIND_LIST, unverified])).rejects.toThrow(/Task kinds checked on the server have no verifier: Geometry\. Register one/);
  });

  it('starts with the registered kinds, and without the learning domain the check is not its concern', async () => {
    const app = await build(KIND_LIST);
    await app.close();
    const auth = await build([...KIND_LIST, unverified], ['auth']);
    await auth.close();
  });
});
