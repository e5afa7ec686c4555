import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteManifest } from '@school/contracts';
import { COURSES_REMOTE, LOCAL_TASK_TYPE_MODULES } from './workspace-modules';

const root = path.resolve(__dirname, '..', '..', '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'infra', 'remote-manifest.json'), 'utf8')) as RemoteManifest;
const webpackConfig = readFileSync(path.join(root, 'mfe-courses', 'webpack.config.js'), 'utf8');
const exposes = [...webpackConfig.matchAll(/'(\.\/\w+)':/g)].map((m) => m[1]);

describe('workspace modules against the remote manifest', () => {
  const ours = Object.entries(manifest.taskTypes).filter(([, ref]) => ref.remote === COURSES_REMOTE);

  it('serves exactly the task types the manifest gives this remote, with the module it names', () => {
    expect(ours.length).toBeGreaterThan(0);
    expect(LOCAL_TASK_TYPE_MODULES).toEqual(Object.fromEntries(ours.map(([type, ref]) => [type, ref.module])));
  });

  it('names only modules the remote exposes', () => {
    expect(exposes.length).toBeGreaterThan(0);
    for (const module of Object.values(LOCAL_TASK_TYPE_MODULES)) expect(exposes).toContain(module);
  });
});
