// Name, port, title and exposes come from remote.config.ts (the shared factory builds the rest).
// On top of it: sql.js's WebAssembly file is copied into this remote's build, in a folder named by
// its content (dist/sqljs-<hash>/: cached for good, see infra/remote-cache-policy.ts), and its
// place is given to the code as __SQL_WASM_FILE__ (src/lib/sql-engine.ts hands it to locateFile).
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const { createRemoteConfig } = require('@school/build-config');
const { withPrecompress } = require('@school/build-config/precompress');

const WASM = require.resolve('sql.js/dist/sql-wasm.wasm');

let wasm;
/** The wasm bytes and where they are served: read once per process (watch rebuilds reuse them). */
function sqlWasm() {
  if (wasm) return wasm;
  const bytes = fs.readFileSync(WASM);
  const dir = `sqljs-${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 12)}`;
  wasm = { file: `${dir}/${path.basename(WASM)}`, bytes };
  return wasm;
}

/** Emits the wasm and defines its path, through the compiler's own API. */
class SqlWasmPlugin {
  apply(compiler) {
    const { file, bytes } = sqlWasm();
    new compiler.webpack.DefinePlugin({ __SQL_WASM_FILE__: JSON.stringify(file) }).apply(compiler);
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SqlWasmPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SqlWasmPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(file, new RawSource(bytes));
      });
    });
  }
}

const base = createRemoteConfig(__dirname);

module.exports = (env, argv) => {
  const config = base(env, argv);
  // sql.js's one file also runs under Node, where it requires these and reads __dirname; the
  // browser never reaches that branch, so nothing is bundled or mocked for it.
  config.resolve = { ...config.resolve, fallback: { ...config.resolve?.fallback, fs: false, path: false, crypto: false } };
  config.node = { ...config.node, __dirname: false };
  config.plugins.push(new SqlWasmPlugin());
  return withPrecompress(config);
};
