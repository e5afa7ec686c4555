// Name, port, title and exposes come from remote.config.ts. On top of the shared config: the
// Python worker is an entry of its own (pythonWorker.js), Python sources load as text, and
// Pyodide's files are served from our own build (dist/pyodide/), never from a CDN.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { createRemoteWebpackConfig } = require('@school/build-config');
const { SandboxPagesPlugin, DOCUMENT_HOST_PAGE } = require('@school/build-config/sandbox-pages');

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

class CopyPyodidePlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPyodidePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPyodidePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of PYODIDE_FILES) {
          compilation.emitAsset(`pyodide/${file}`, new RawSource(fs.readFileSync(path.join(PYODIDE_DIR, file))));
        }
        const snapshot = pyodideSnapshot();
        if (snapshot) compilation.emitAsset('pyodide/snapshot.bin', new RawSource(snapshot));
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

const base = createRemoteWebpackConfig(__dirname);

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.entry = {
    ...config.entry,
    pythonWorker: { import: './src/features/python/runtime/python.worker.ts', filename: 'pythonWorker.js', chunkLoading: false },
  };
  config.module.rules.push({ test: /\.py$/, type: 'asset/source' });
  config.plugins.push(new CopyPyodidePlugin());
  config.plugins.push(new SandboxPagesPlugin(SANDBOX_PAGES));
  return config;
};
