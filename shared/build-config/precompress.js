// Precompressed copies (<file>.br, <file>.gz) of a build's large files, made once at build time so
// the remote server (infra/remote-server.ts, @fastify/static's preCompressed) sends them by the
// browser's Accept-Encoding without compressing on every request. Pyodide (wasm 9.6 MB -> 3.2 MB,
// memory snapshot 31 MB -> 5.2 MB) and the Scratch editor's bundle are the reason.
// Brotli at quality 5 and gzip at level 6: on the snapshot, quality 9 saves 5% more bytes for 3.4x
// the time (11.8 s against 3.4 s), gzip 9 saves under 1% for 3.5x; a fresh clone's first `npm start`
// pays for every one of these.
// The compressed bytes are cached by content under node_modules/.cache, so a rebuild that copies
// the same Pyodide or Scratch bundle again costs a file copy, not a compression.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');
const { ROOT } = require('./remotes');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text and binary formats that compress (zip, png, mp3... already are: never copied). */
const COMPRESSIBLE = /\.(js|mjs|wasm|json|css|html|svg|bin|hex|txt)$/;
/** Below this a file is sent as it is: the saving would not be worth a second request path. */
const MIN_BYTES = 32 * 1024;
/** A copy is kept only when it is at most this share of the original. */
const MAX_RATIO = 0.9;
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'school-precompressed');
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

const ENCODINGS = {
  br: (bytes) => brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gz: (bytes) => gzip(bytes, { level: GZIP_LEVEL }),
};

/** The compressed bytes of `bytes` in one encoding, from the cache when made before. */
async function compressed(bytes, ext) {
  const key = crypto.createHash('sha256').update(`${ext}:${ext === 'br' ? BROTLI_QUALITY : GZIP_LEVEL}\0`).update(bytes).digest('hex');
  const cached = path.join(CACHE_DIR, `${key}.${ext}`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  const out = await ENCODINGS[ext](bytes);
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(`${cached}.tmp`, out);
  fs.renameSync(`${cached}.tmp`, cached);
  return out;
}

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes <file>.br and <file>.gz beside every large compressible file under `dir`. */
async function precompressDir(dir) {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || fs.statSync(file).size < MIN_BYTES) continue;
    const bytes = fs.readFileSync(file);
    // Both encodings at once: zlib runs them on libuv's thread pool.
    await Promise.all(
      Object.keys(ENCODINGS).map(async (ext) => {
        const out = await compressed(bytes, ext);
        if (out.length <= bytes.length * MAX_RATIO) fs.writeFileSync(`${file}.${ext}`, out);
      }),
    );
  }
}

/**
 * Precompresses the output folder once the build is done (after every plugin's afterEmit, so
 * files that plugins copy there themselves are included). Added once per config (see `withPrecompress`).
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.done.tapPromise('PrecompressPlugin', async (stats) => {
      if (stats.hasErrors() || compiler.options.mode !== 'production') return;
      await precompressDir(compiler.options.output.path);
    });
  }
}

/** Adds the plugin to a build config unless it is there already (several helpers may ask). */
function withPrecompress(config) {
  if (!config.plugins.some((p) => p instanceof PrecompressPlugin)) config.plugins.push(new PrecompressPlugin());
  return config;
}

module.exports = { PrecompressPlugin, withPrecompress, precompressDir, COMPRESSIBLE, MIN_BYTES };
