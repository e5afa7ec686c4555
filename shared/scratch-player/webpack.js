// Webpack aliases for a remote that includes @school/scratch-player (merge into resolve.alias).
// The packages' prebuilt web bundles are used (their sources need extra loaders); their "exports"
// hide those files, so they are aliased by path. Only the small BitmapAdapter is taken from source.
const path = require('node:path');

const fs = require('node:fs');

/** The package's folder (their "exports" hide package.json, so walk node_modules up from here). */
function pkgDir(name) {
  for (const dir of require.resolve.paths(name) ?? []) {
    if (fs.existsSync(path.join(dir, name, 'package.json'))) return path.join(dir, name);
  }
  throw new Error(`${name} is not installed`);
}

function scratchPlayerAliases() {
  return {
    'scratch-vm$': path.join(pkgDir('scratch-vm'), 'dist/web/scratch-vm.js'),
    'scratch-render$': path.join(pkgDir('scratch-render'), 'dist/web/scratch-render.js'),
    'scratch-storage$': path.join(pkgDir('scratch-storage'), 'dist/web/scratch-storage.js'),
    'scratch-audio$': path.join(pkgDir('scratch-audio'), 'src/index.js'),
    'scratch-svg-renderer/bitmap-adapter$': path.join(pkgDir('scratch-svg-renderer'), 'src/bitmap-adapter.js'),
  };
}

/** Files the host must serve at /chunks/ (scratch-storage fetches its worker from the site root). */
function scratchStorageChunksDir() {
  return path.join(pkgDir('scratch-storage'), 'dist/web/chunks');
}

module.exports = { scratchPlayerAliases, scratchStorageChunksDir };
