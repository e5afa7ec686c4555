import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The apps share shared/build-config/router.mjs under the name 'react-router-dom' (a shared
// module is consumed without a build-time check of its exports): every name an app imports from
// 'react-router-dom' must be one it exports, or the import is undefined at run time.
const ROOT = path.resolve(__dirname, '..');
const facade = readFileSync(path.join(ROOT, 'shared/build-config/router.mjs'), 'utf8');
const exported = new Set([...facade.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((n) => n.trim()).filter(Boolean)));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist') return [];
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.(tsx?|jsx?|mjs)$/.test(e.name) ? [p] : [];
  });
}

describe('the shared router module', () => {
  const appDirs = readdirSync(ROOT).filter((d) => d === 'shell' || d === 'shared' || d.startsWith('mfe-'));
  const imports = appDirs.flatMap((d) => sources(path.join(ROOT, d))).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'react-router-dom'/g)]
      .filter((m) => !m[1])
      .flatMap((m) => m[2].split(','))
      .map((n) => n.trim().split(/\s+as\s+/)[0])
      .filter((n) => n && !n.startsWith('type '))
      .map((name) => ({ file: path.relative(ROOT, file), name })),
  );

  it('exports every name the apps import from react-router-dom', () => {
    expect(imports.length).toBeGreaterThan(20);
    expect(imports.filter((i) => !exported.has(i.name))).toEqual([]);
  });

  it('is not bypassed: no app imports react-router itself', () => {
    const direct = appDirs
      .flatMap((d) => sources(path.join(ROOT, d)))
      .filter((f) => !f.endsWith('router.mjs') && /from\s*'react-router(\/dom)?'/.test(readFileSync(f, 'utf8')));
    expect(direct).toEqual([]);
  });
});
