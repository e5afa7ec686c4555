// Name, port, title and exposes come from remote.config.ts. On top of the shared config: the
// Python worker is an entry of its own (pythonWorker.js), Python sources load as text, and
// Pyodide's files are served from our own build, never from a CDN, in a folder named by their
// content (dist/pyodide-<hash>/: cached for good, see infra/remote-cache-policy.ts), precompressed.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { rspack } = require('@school/build-config');
const { createRemoteConfig } = require('@school/build-config');
const { SandboxPagesPlugin, DOCUMENT_HOST_PAGE } = require('@school/build-config/sandbox-pages');
const { withPrecompress } = require('@school/build-config/precompress');

const PYODIDE_DIR = path.dirname(require.resolve('pyodide/package.json'));
const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'];

/**
 * The memory snapshot the worker starts from (see scripts/make-pyodide-snapshot.mjs), or null when
 * it cannot be made here (no Chromium). It is only valid for the Pyodide it was made with, so it is
 * cached per Pyodide version and maker script.
 */
let snapshotBytes;
function pyodideSnapshot() {
  if (snapshotBytes !== undefined) return snapshotBytes; // watch rebuilds reuse the bytes read once
  snapshotBytes = readOrMakeSnapshot();
  return snapshotBytes;
}

function readOrMakeSnapshot() {
  const version = require('pyodide/package.json').version;
  const maker = path.join(__dirname, 'scripts', 'make-pyodide-snapshot.mjs');
  const stamp = require('node:crypto').createHash('sha256').update(version).update(fs.readFileSync(maker)).digest('hex').slice(0, 12);
  const cached = path.join(__dirname, '..', 'node_modules', '.cache', 'school-pyodide', `snapshot-${stamp}.bin`);
  if (!fs.existsSync(cached)) {
    fs.mkdirSync(path.dirname(cached), { recursive: true });
    try {
      execFileSync(process.execPath, [maker, `${cached}.tmp`], { cwd: __dirname, stdio: 'inherit' });
    } catch (error) {
      if (error.status === 2) return null;
      throw error;
    }
    fs.renameSync(`${cached}.tmp`, cached);
  }
  return fs.readFileSync(cached);
}

/**
 * Pyodide's files as served (name -> bytes, the snapshot when there is one) and the folder they are
 * served from: `pyodide-<hash of every file>/`, so a new Pyodide or snapshot is a new URL and the
 * browser may keep the old one for good. Read once per process (watch rebuilds reuse it).
 */
let pyodideBundle;
function pyodide() {
  if (pyodideBundle) return pyodideBundle;
  const files = new Map(PYODIDE_FILES.map((file) => [file, fs.readFileSync(path.join(PYODIDE_DIR, file))]));
  const snapshot = pyodideSnapshot();
  if (snapshot) files.set('snapshot.bin', snapshot);
  const hash = require('node:crypto').createHash('sha256');
  for (const [name, bytes] of files) hash.update(name).update('\0').update(bytes).update('\0');
  pyodideBundle = { dir: `pyodide-${hash.digest('hex').slice(0, 12)}/`, files };
  return pyodideBundle;
}

class CopyPyodidePlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPyodidePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPyodidePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { dir, files } = pyodide();
        for (const [file, bytes] of files) compilation.emitAsset(`${dir}${file}`, new RawSource(bytes));
      });
    });
  }
}

/**
 * The sandbox pages (src/lib/sandbox-page.ts) under fixed names in dist/sandbox/: the JS runner's host,
 * the Python runner's host for Fun Space projects, and the web-page preview's host (the shared
 * document host), served with a CSP of their own.
 */
const SANDBOX_PAGES = {
  'js-run.html': path.join(__dirname, 'src/features/javascript/js-run.sandbox.html'),
  'python-run.html': path.join(__dirname, 'src/features/python/runtime/python-run.sandbox.html'),
  'page-preview.html': DOCUMENT_HOST_PAGE,
};

const base = createRemoteConfig(__dirname);

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.entry = {
    ...config.entry,
    pythonWorker: { import: './src/features/python/runtime/python.worker.ts', filename: 'pythonWorker.js', chunkLoading: false },
  };
  config.module.rules.push({ test: /\.py$/, type: 'asset/source' });
  config.plugins.push(new CopyPyodidePlugin());
  // The code's one source for where Pyodide is and which of its files to fetch ahead (src/lib/pyodide-files.ts).
  const { dir, files } = pyodide();
  config.plugins.push(new rspack.DefinePlugin({ __PYODIDE_DIR__: JSON.stringify(dir), __PYODIDE_FILES__: JSON.stringify([...files.keys()]) }));
  config.plugins.push(new SandboxPagesPlugin(SANDBOX_PAGES));
  return withPrecompress(config);
};
