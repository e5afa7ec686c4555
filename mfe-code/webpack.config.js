// Name, port, title and exposes come from remote.config.ts. On top of the shared config: the
// Python worker is an entry of its own (pythonWorker.js), Python sources load as text, and
// Pyodide's files are served from our own build (dist/pyodide/), never from a CDN.
const fs = require('node:fs');
const path = require('node:path');
const { createRemoteWebpackConfig } = require('@school/build-config');

const PYODIDE_DIR = path.dirname(require.resolve('pyodide/package.json'));
const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'];

class CopyPyodidePlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPyodidePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPyodidePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of PYODIDE_FILES) {
          compilation.emitAsset(`pyodide/${file}`, new RawSource(fs.readFileSync(path.join(PYODIDE_DIR, file))));
        }
      });
    });
  }
}

const base = createRemoteWebpackConfig(__dirname);

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.entry = {
    ...config.entry,
    pythonWorker: { import: './src/features/python/runtime/python.worker.ts', filename: 'pythonWorker.js', chunkLoading: false },
  };
  config.module.rules.push({ test: /\.py$/, type: 'asset/source' });
  config.plugins.push(new CopyPyodidePlugin());
  return config;
};
