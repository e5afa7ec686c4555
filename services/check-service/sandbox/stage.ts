import { build } from 'esbuild';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * The only files a sandboxed process sees: the bundled sandbox entries, the runtimes they load
 * (Pyodide, QuickJS, linkedom's bundle) and the Python memory snapshot. Built once per content
 * into `<cacheDir>/root-<hash>`, world-readable, never holding anything of the school's data.
 */
const RUNTIME_PACKAGES = ['pyodide', 'quickjs-emscripten-core', '@jitl/quickjs-ffi-types', '@jitl/quickjs-wasmfile-release-sync'];
/** Of sql.js (the SQL checks' SQLite) only its Node build and wasm: the package also ships 20 MB of other builds. */
const SQL_JS_FILES = ['package.json', 'dist/sql-wasm.js', 'dist/sql-wasm.wasm'];

/** A package's folder, found the way Node would (some packages do not export their package.json). */
function packageDir(name: string): string {
  const found = (require.resolve.paths(name) ?? []).map((dir) => path.join(dir, name)).find((dir) => existsSync(path.join(dir, 'package.json')));
  if (!found) throw new Error(`the check service needs the package ${name}`);
  return found;
}

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(__dirname, '..', 'inside', entry)],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...RUNTIME_PACKAGES, 'sql.js', 'node:*'],
    loader: { '.py': 'text' },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

export async function stageSandboxRoot(cacheDir: string): Promise<string> {
  const [python, js, sql] = await Promise.all([bundle('python-main.ts'), bundle('js-main.ts'), bundle('sql-main.ts')]);
  const linkedom = path.join(packageDir('linkedom'), 'worker.js');
  const versions = [...RUNTIME_PACKAGES, 'sql.js'].map((name) => `${name}@${(JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as { version: string }).version}`);
  const hash = createHash('sha256').update(python).update(js).update(sql).update(versions.join(',')).update(readFileSync(linkedom)).digest('hex').slice(0, 16);
  const root = path.join(cacheDir, `root-${hash}`);
  if (!existsSync(path.join(root, 'complete'))) {
    // Built aside and renamed: several services may start at once on one cache.
    const partial = `${root}.${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true, mode: 0o755 });
    for (const name of RUNTIME_PACKAGES) cpSync(packageDir(name), path.join(partial, 'node_modules', name), { recursive: true, dereference: true });
    for (const file of SQL_JS_FILES) cpSync(path.join(packageDir('sql.js'), file), path.join(partial, 'node_modules', 'sql.js', file));
    cpSync(linkedom, path.join(partial, 'linkedom-worker.js'));
    // Readable by the sandbox's unprivileged user whatever the umask.
    writeFileSync(path.join(partial, 'python-main.mjs'), python, { mode: 0o644 });
    writeFileSync(path.join(partial, 'js-main.mjs'), js, { mode: 0o644 });
    writeFileSync(path.join(partial, 'sql-main.mjs'), sql, { mode: 0o644 });
    writeFileSync(path.join(partial, 'complete'), versions.join('\n'), { mode: 0o644 });
    chmodSync(partial, 0o755);
    if (existsSync(root) && !existsSync(path.join(root, 'complete'))) rmSync(root, { recursive: true, force: true });
    try {
      renameSync(partial, root);
    } catch {
      rmSync(partial, { recursive: true, force: true });
    }
  }
  chmodSync(cacheDir, 0o755);
  removeOldRoots(cacheDir, root);
  return root;
}

/** Roots of earlier versions go after a day (a service of that version may still be running briefly). */
function removeOldRoots(cacheDir: string, current: string) {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of readdirSync(cacheDir)) {
    const dir = path.join(cacheDir, name);
    if (!name.startsWith('root-') || dir === current) continue;
    try {
      if (statSync(dir).mtimeMs < dayAgo) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Removed by another service meanwhile.
    }
  }
}
