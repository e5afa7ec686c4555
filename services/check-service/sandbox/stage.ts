import { build, type BuildOptions } from 'esbuild';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { KindLane } from '@school/task-kinds';
import { laneEntry } from '../lanes/lane-entry';

/**
 * The only files a sandboxed process sees: the bundled sandbox entries (the built-in ones and one
 * per kind package's lane), the runtimes they load (Pyodide, QuickJS, linkedom's bundle, the lanes'
 * `runtime` packages) and the Python memory snapshot. Built once per content into
 * `<cacheDir>/root-<hash>`, world-readable, never holding anything of the school's data.
 */
const RUNTIME_PACKAGES = ['pyodide', 'quickjs-emscripten-core', '@jitl/quickjs-ffi-types', '@jitl/quickjs-wasmfile-release-sync'];
const INSIDE = path.join(__dirname, '..', 'inside');

/** A package's folder, found the way Node would (some packages do not export their package.json). */
function packageDir(name: string): string {
  const found = (require.resolve.paths(name) ?? []).map((dir) => path.join(dir, name)).find((dir) => existsSync(path.join(dir, 'package.json')));
  if (!found) throw new Error(`the check service needs the package ${name}`);
  return found;
}

async function bundle(entry: Pick<BuildOptions, 'entryPoints' | 'stdin'>, external: string[]): Promise<string> {
  const result = await build({
    ...entry,
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external, 'node:*'],
    loader: { '.py': 'text' },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** A lane's entry: its inside module run by the lane host (`inside/lane-host.ts`). */
function laneSource(lane: KindLane): BuildOptions['stdin'] {
  return {
    contents: `import lane from ${JSON.stringify(lane.inside)};\nimport { hostLane } from './lane-host';\nhostLane(lane);\n`,
    resolveDir: INSIDE,
    sourcefile: laneEntry(lane.lane).replace(/\.mjs$/, '.ts'),
    loader: 'ts',
  };
}

export async function stageSandboxRoot(cacheDir: string, lanes: readonly KindLane[] = []): Promise<string> {
  const laneRuntime = lanes.flatMap((l) => l.lane.runtime);
  const external = [...RUNTIME_PACKAGES, ...laneRuntime.map((r) => r.package)];
  const entries: Record<string, string> = {};
  const built = await Promise.all([
    ...['python-main', 'js-main'].map(async (name) => [`${name}.mjs`, await bundle({ entryPoints: [path.join(INSIDE, `${name}.ts`)] }, external)]),
    ...lanes.map(async (lane) => [laneEntry(lane.lane), await bundle({ stdin: laneSource(lane) }, external)]),
  ]);
  for (const [file, text] of built) entries[file] = text;
  const linkedom = path.join(packageDir('linkedom'), 'worker.js');
  const versions = [...RUNTIME_PACKAGES, ...laneRuntime.map((r) => r.package)].map(
    (name) => `${name}@${(JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as { version: string }).version}`,
  );
  const hash = createHash('sha256');
  for (const [file, text] of Object.entries(entries).sort(([a], [b]) => a.localeCompare(b))) hash.update(file).update(text);
  hash.update(JSON.stringify(laneRuntime)).update(versions.join(',')).update(readFileSync(linkedom));
  const root = path.join(cacheDir, `root-${hash.digest('hex').slice(0, 16)}`);
  if (!existsSync(path.join(root, 'complete'))) {
    // Built aside and renamed: several services may start at once on one cache.
    const partial = `${root}.${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true, mode: 0o755 });
    for (const name of RUNTIME_PACKAGES) cpSync(packageDir(name), path.join(partial, 'node_modules', name), { recursive: true, dereference: true });
    for (const runtime of laneRuntime) {
      const from = packageDir(runtime.package);
      const to = path.join(partial, 'node_modules', runtime.package);
      if (!runtime.files) cpSync(from, to, { recursive: true, dereference: true });
      for (const file of runtime.files ?? []) cpSync(path.join(from, file), path.join(to, file), { dereference: true });
    }
    cpSync(linkedom, path.join(partial, 'linkedom-worker.js'));
    // Readable by the sandbox's unprivileged user whatever the umask.
    for (const [file, text] of Object.entries(entries)) writeFileSync(path.join(partial, file), text, { mode: 0o644 });
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
