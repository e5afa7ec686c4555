// Rspack setup for a remote that includes @school/scratch-player: `withScratchPlayer(config)`.
// The Scratch packages are built from their sources (not their prebuilt dist bundles, ~10 MB of JS that
// inline the Music samples as base64 and polyfills a browser has), so our bundler shares and minifies
// their dependencies once, and the Music extension's instrument samples (1.7 MB of mp3) become files
// on our own host fetched only by a project that uses Music (src/music-samples.ts).
const path = require('node:path');
const fs = require('node:fs');
const { withPrecompress } = require('@school/build-config/precompress');
const { SCRATCH_PARSER_VALIDATE } = require('./build/project-validators');

/** The package's real folder (their "exports" hide package.json, so walk node_modules up from here; the bundler matches real paths). */
function pkgDir(name) {
  for (const dir of require.resolve.paths(name) ?? []) {
    if (fs.existsSync(path.join(dir, name, 'package.json'))) return fs.realpathSync(path.join(dir, name));
  }
  throw new Error(`${name} is not installed`);
}

const VM_SRC = path.join(pkgDir('scratch-vm'), 'src');
const MUSIC_DIR = path.join(VM_SRC, 'extensions/scratch3_music');

/**
 * scratch-vm's extensions built as chunks of their own (id -> folder), loaded by src/vm-extensions.ts
 * only for a project that uses one: devices and online services (about 0.5 MB of code).
 */
const LAZY_VM_EXTENSIONS = {
  wedo2: 'scratch3_wedo2',
  microbit: 'scratch3_microbit',
  text2speech: 'scratch3_text2speech',
  translate: 'scratch3_translate',
  videoSensing: 'scratch3_video_sensing',
  ev3: 'scratch3_ev3',
  makeymakey: 'scratch3_makeymakey',
  boost: 'scratch3_boost',
  gdxfor: 'scratch3_gdx_for',
};

/** Aliases: sources for every Scratch package; the TextEncoder polyfill is dead code in a browser. */
function scratchPlayerAliases() {
  return {
    'scratch-vm$': path.join(pkgDir('scratch-vm'), 'src/index.js'),
    'scratch-render$': path.join(pkgDir('scratch-render'), 'src/index.js'),
    'scratch-storage$': path.join(pkgDir('scratch-storage'), 'src/index.ts'),
    'scratch-audio$': path.join(pkgDir('scratch-audio'), 'src/index.js'),
    'scratch-svg-renderer$': path.join(pkgDir('scratch-svg-renderer'), 'src/index.js'),
    'scratch-svg-renderer/bitmap-adapter$': path.join(pkgDir('scratch-svg-renderer'), 'src/bitmap-adapter.js'),
    // The Music extension's real sample list, imported lazily by src/music-samples.ts.
    '@school/scratch-player/music-manifest$': path.join(MUSIC_DIR, 'manifest.js'),
    // The extensions' real code, imported lazily by src/vm-extensions.ts.
    '@school/scratch-player/vm-extensions': path.join(VM_SRC, 'extensions'),
    // The real costume fonts, imported lazily by src/scratch-fonts.ts.
    '@school/scratch-player/render-fonts$': path.join(pkgDir('scratch-render-fonts'), 'src/index.js'),
    // scratch-vm requires it only when `typeof TextEncoder === 'undefined'` (never in our browsers).
    'text-encoding$': false,
  };
}

/** Rules for the packages' sources: scratch-storage is TypeScript; `?arrayBuffer` imports are binary. */
function scratchPlayerRules() {
  return [
    {
      test: /\.ts$/,
      include: path.join(pkgDir('scratch-storage'), 'src'),
      use: { loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
      // Its index re-exports a type (AssetId) by name; compiled file by file, the name is gone.
      parser: { exportsPresence: false },
    },
    // Project validation compiled at build time: the page may not eval (see build/project-validators.js).
    { resource: SCRATCH_PARSER_VALIDATE, use: path.join(__dirname, 'build/project-validators.js') },
    // Music samples: files of their own (fetched on demand), not base64 inside the code.
    { include: path.join(MUSIC_DIR, 'assets'), resourceQuery: /arrayBuffer/, type: 'asset/resource', generator: { filename: 'scratch-music/[name].[contenthash:12][ext]' } },
    // Scratch-storage's three small fallback assets are needed synchronously: inline ArrayBuffers.
    { exclude: path.join(MUSIC_DIR, 'assets'), resourceQuery: /arrayBuffer/, type: 'javascript/auto', use: 'arraybuffer-loader' },
  ];
}

/** Adds the player's aliases, rules and the Music sample registry to a remote's Rspack config. */
function withScratchPlayer(config) {
  // Loaded here, not at the top: tests read this file's lists under jest, which cannot load Rspack (ES modules).
  const { rspack } = require('@school/build-config');
  config.resolve = config.resolve ?? {};
  config.resolve.alias = { ...(config.resolve.alias ?? {}), ...scratchPlayerAliases() };
  config.resolve.fallback = { ...(config.resolve.fallback ?? {}), buffer: require.resolve('buffer/'), events: require.resolve('events/') };
  config.module = config.module ?? {};
  // Our rules go last so their `type` wins over the generic asset rule for `.mp3?arrayBuffer` etc.
  config.module.rules = [...(config.module.rules ?? []), ...scratchPlayerRules()];
  config.plugins = [
    ...(config.plugins ?? []),
    // Some of their dependencies (linebreak's brfs-inlined data) use Node's global Buffer.
    new rspack.ProvidePlugin({ Buffer: [require.resolve('buffer/'), 'Buffer'] }),
    // The Music extension reads its samples from `./manifest` when it is created; it gets our registry,
    // which src/music-samples.ts fills (from the real manifest, lazily) before the extension loads.
    new rspack.NormalModuleReplacementPlugin(/^\.\/manifest$/, (resource) => {
      if (resource.context === MUSIC_DIR) resource.request = path.join(__dirname, 'src/music-sample-registry.cjs');
    }),
    // scratch-svg-renderer reads the fonts from our registry, filled by src/scratch-fonts.ts when needed.
    new rspack.NormalModuleReplacementPlugin(/^scratch-render-fonts$/, (resource) => {
      if (resource.context.startsWith(pkgDir('scratch-svg-renderer'))) resource.request = path.join(__dirname, 'src/render-font-registry.cjs');
    }),
    // The VM's extension manager requires each extension synchronously: it gets a stand-in for the lazy ones.
    new rspack.NormalModuleReplacementPlugin(/^\.\.\/extensions\/scratch3_\w+$/, (resource) => {
      if (resource.context !== path.join(VM_SRC, 'extension-support')) return;
      const id = Object.keys(LAZY_VM_EXTENSIONS).find((k) => resource.request === `../extensions/${LAZY_VM_EXTENSIONS[k]}`);
      if (id) resource.request = `${path.join(__dirname, 'src/lazy-vm-extension.cjs')}?${id}`;
    }),
  ];
  // The player's large chunks (renderer, VM, fonts) are served precompressed (br/gzip).
  return withPrecompress(config);
}

/** Files the host must serve at /chunks/ (scratch-storage fetches its worker from the site root). */
function scratchStorageChunksDir() {
  return path.join(pkgDir('scratch-storage'), 'dist/web/chunks');
}

module.exports = { withScratchPlayer, scratchPlayerAliases, scratchStorageChunksDir, LAZY_VM_EXTENSIONS, VM_SRC };
