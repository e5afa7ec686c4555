import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteManifest } from '@school/contracts';
import { TASK_TYPES } from '@school/contracts';

const ROOT = path.resolve(__dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(__dirname, 'remote-manifest.json'), 'utf8')) as RemoteManifest;
const REMOTE_DIRS: Record<string, string> = {
  courses: 'mfe-courses',
  funspace: 'mfe-funspace',
  blocklyGames: 'mfe-blockly-games',
  richText: 'mfe-rich-text',
  aichat: 'mfe-aichat',
};

function exposedModules(remote: string): Set<string> {
  const config = readFileSync(path.join(ROOT, REMOTE_DIRS[remote], 'webpack.config.js'), 'utf8');
  return new Set([...config.matchAll(/'(\.\/[A-Za-z]+)':/g)].map((m) => m[1]));
}

describe('remote manifest', () => {
  it('names a page module for every page id the shell routes', () => {
    const routes = readFileSync(path.join(ROOT, 'shell/src/app/route-table.tsx'), 'utf8');
    const pageIds = [...routes.matchAll(/page\('[^']+', '(\w+)'/g)].map((m) => m[1]);
    expect(pageIds.length).toBeGreaterThan(15);
    for (const id of pageIds) expect(manifest.pages).toHaveProperty(id);
  });

  it('points only at remotes it lists and modules those remotes expose', () => {
    const names = new Set(manifest.remotes.map((r) => r.name));
    for (const ref of [...Object.values(manifest.pages), ...Object.values(manifest.taskTypes)]) {
      expect(names.has(ref.remote)).toBe(true);
      expect(exposedModules(ref.remote).has(ref.module)).toBe(true);
    }
  });

  it('maps only task types of the spec', () => {
    for (const type of Object.keys(manifest.taskTypes)) expect(TASK_TYPES).toContain(type);
  });
});
