import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkRemoteManifest } from '@school/contracts/src/manifest-schema';
import { loadRemotes, mfeSlug } from '@school/build-config/remotes';
import { writeShellConfig } from './shell-config';

// Jest's own require loads the TypeScript declarations (the image's build uses tsx).
const remotes = loadRemotes(require);

describe('the shell image\'s runtime files (infra/docker/shell-config.ts)', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'shell-config-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  writeShellConfig(dist, remotes, 'default');
  const read = (name: string): unknown => JSON.parse(readFileSync(path.join(dist, name), 'utf8'));

  it('/remotes.json loads every remote from its /mfe/ path on the same origin, and the shell accepts it', () => {
    const check = checkRemoteManifest(read('remotes.json'));
    if (!check.ok) throw new Error(check.errors.join('; '));
    expect(check.incompatible).toEqual([]);
    expect(check.manifest.remotes.map((r) => r.entry)).toEqual(remotes.map((r) => `/mfe/${mfeSlug(r.dir)}/remoteEntry.js`));
  });

  it('/remotes.json routes the same pages and task types as the checked-in manifest', () => {
    const local = JSON.parse(readFileSync(path.join(__dirname, '..', 'remote-manifest.json'), 'utf8')) as Record<string, unknown>;
    const production = read('remotes.json') as Record<string, unknown>;
    expect(production.pages).toEqual(local.pages);
    expect(production.taskTypes).toEqual(local.taskTypes);
  });

  it('/app-config.json is what the gateway answers', () => {
    expect(read('app-config.json')).toEqual({ brandMode: 'default', remoteManifestUrl: '/remotes.json' });
  });
});
