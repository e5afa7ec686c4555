// Name, port, title and exposes come from remote.config.ts. On top of the shared config, this
// remote serves the Scratch 3 editor (@scratch/scratch-gui-standalone, its own React inside) as a
// page of its own, dist/scratch/editor.html, which the workspace shows in an iframe (see README):
// - the package's dist (bundle, chunks, static assets, extension worker) is copied to dist/scratch/;
// - the bundle's public path "/" is re-pointed at that folder (it loads its chunks, workers and
//   images from there, so the remote may live under any path prefix);
// - its four built-in library lists (1300+ items on Scratch's CDN) are replaced by our own library
//   (library/library.js), whose files are copied to dist/scratch/library/ by md5;
// - the frame script (src/frame/editor-frame.ts) is an entry of its own: dist/scratch/editor-frame.js;
// - the bundle is served as scratch-gui-standalone.<hash>.js (immutable) and, like every large file,
//   precompressed (br/gzip, shared/build-config/precompress.js, added by withScratchPlayer).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { createRemoteConfig } = require('@school/build-config');
const { withScratchPlayer } = require('@school/scratch-player/rspack');
const library = require('./library/library');

// The package exports only its bundle (dist/scratch-gui-standalone.js): the rest is found beside it.
const GUI_DIST = path.dirname(require.resolve('@scratch/scratch-gui-standalone'));
const GUI_PKG = path.dirname(GUI_DIST);
const GUI_BUNDLE = 'scratch-gui-standalone.js';
/** The patched bundle's served name carries its content hash (cached for good; editor.html is revalidated). */
const servedBundleName = (source) => `scratch-gui-standalone.${crypto.createHash('sha256').update(source).digest('hex').slice(0, 12)}.js`;
const DEFAULT_PROJECT = path.join(GUI_PKG, 'src', 'lib', 'default-project');

/** Reads a library file ('pkg:<name>' from the package's default project, else from library/). */
function libraryFile(file) {
  const full = file.startsWith('pkg:') ? path.join(DEFAULT_PROJECT, file.slice(4)) : path.join(__dirname, 'library', file);
  const bytes = fs.readFileSync(full);
  const md5 = crypto.createHash('md5').update(bytes).digest('hex');
  const dataFormat = path.extname(full).slice(1);
  return { bytes, md5, dataFormat, md5ext: `${md5}.${dataFormat}` };
}

/** The library lists in Scratch's own JSON shape, and the files to serve. */
function buildLibrary() {
  const files = new Map();
  const asset = (item, extra) => {
    const f = libraryFile(item.file);
    files.set(f.md5ext, f.bytes);
    return { name: item.name, assetId: f.md5, md5ext: f.md5ext, dataFormat: f.dataFormat, ...extra };
  };
  const costume = (c, tags) => asset(c, { bitmapResolution: 1, rotationCenterX: c.rotationCenterX, rotationCenterY: c.rotationCenterY, tags });
  const sound = (s, tags) => asset(s, { rate: s.rate, sampleCount: s.sampleCount, tags });
  const sprites = library.sprites.map((s) => ({
    name: s.name,
    tags: s.tags,
    isStage: false,
    costumes: s.costumes.map((c) => costume(c, s.tags)),
    sounds: s.sounds.map((x) => sound(x, s.tags)),
    variables: {},
    blocks: {},
  }));
  const lists = {
    sprites,
    costumes: sprites.flatMap((s) => s.costumes),
    sounds: library.sounds.map((s) => sound(s, [])),
    backdrops: library.backdrops.map((b) => costume(b, [])),
  };
  return { lists, files };
}

/** The first item's name of each library list embedded in the bundle as JSON.parse('[...]'). */
const EMBEDDED_LISTS = { 'Abby-a': 'costumes', Arctic: 'backdrops', Abby: 'sprites', 'A Bass': 'sounds' };

/** The menu bar's tutorials button, as the minified bundle builds it (a child of the file group). */
const TUTORIALS_BUTTON =
  /(\w+)\.createElement\("button",\{"aria-label":this\.props\.intl\.formatMessage\((\w+)\.tutorials\),className:[\w$.()]+\([^)]*"tutorials-button"\),onClick:this\.props\.onOpenTipLibrary\},\1\.createElement\("img",\{className:[\w$.]+,src:[\w$]+\}\),\1\.createElement\("span",\{className:[\w$.]+\},\1\.createElement\([\w$.]+,\2\.tutorials\)\)\),/g;

function patchBundle(source, lists) {
  let out = source;
  // Public path: the folder the page (and this bundle) is served from, set by editor.html.
  const paths = ['__webpack_require__.p="/"', '__nested_webpack_require_108080__.p="/"'];
  for (const p of paths) {
    if (!out.includes(p)) throw new Error(`scratch-gui bundle: "${p}" not found (package changed?)`);
    out = out.replace(p, p.replace('"/"', 'self.__scratchGuiBase'));
  }
  const found = new Set();
  out = out.replace(/JSON\.parse\('\[\{"name":"([^"]+)"[\s\S]*?\]'\)/g, (whole, first) => {
    const list = EMBEDDED_LISTS[first];
    if (!list) return whole;
    found.add(list);
    return `JSON.parse(${JSON.stringify(JSON.stringify(lists[list]))})`;
  });
  if (found.size !== 4) throw new Error(`scratch-gui bundle: library lists found ${[...found]} (package changed?)`);
  // The menu bar's "Tutorials" button opens Scratch's tutorial library (videos on Scratch's
  // servers, nothing that works offline): the button is left out. The tutorial cards open only
  // from that library, so nothing else leads there.
  let tutorials = 0;
  out = out.replace(TUTORIALS_BUTTON, () => (tutorials++, 'null,'));
  if (tutorials !== 1) throw new Error(`scratch-gui bundle: the tutorials button found ${tutorials} times (package changed?)`);
  return out;
}

/**
 * Extensions that need Scratch's online services (text to speech, translate) or Scratch Link
 * (hardware) are left out of the extension list: its items are matched by their icon file.
 */
const ONLINE_EXTENSIONS = ['text2speech', 'translate', 'microbit', 'ev3', 'wedo', 'boost', 'gdxfor'];
const OFFLINE_ONLY_CSS = ONLINE_EXTENSIONS.map((id) => `[class*="library-item_library-item_"]:has(img[src*="/${id}."])`).join(',') + '{display:none!important}';

const editorHtml = (bundle) => `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<title>Scratch</title>
<style>html,body{height:100%;margin:0;overflow:hidden}#app{height:100%}</style>
<style>${OFFLINE_ONLY_CSS}</style>
<script src="gui-base.js"></script>
</head>
<body>
<div id="app"></div>
<script src="${bundle}"></script>
<script src="editor-frame.js"></script>
</body>
</html>
`;

class ScratchGuiPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ScratchGuiPlugin', async (compilation) => {
      const out = path.join(compilation.outputOptions.path, 'scratch');
      fs.mkdirSync(out, { recursive: true });
      fs.cpSync(GUI_DIST, out, {
        recursive: true,
        filter: (src) => !src.endsWith('.map') && !src.endsWith('.LICENSE.txt') && path.basename(src) !== 'scratch-gui.js' && !src.startsWith(path.join(GUI_DIST, 'types')) && !src.startsWith(path.join(GUI_DIST, 'libraries')),
      });
      const { lists, files } = buildLibrary();
      // The package's own copy is replaced by the patched one under a content-hashed name.
      fs.rmSync(path.join(out, GUI_BUNDLE));
      const bundle = patchBundle(fs.readFileSync(path.join(GUI_DIST, GUI_BUNDLE), 'utf8'), lists);
      const bundleName = servedBundleName(bundle);
      fs.writeFileSync(path.join(out, bundleName), bundle);
      fs.mkdirSync(path.join(out, 'library'), { recursive: true });
      for (const [name, bytes] of files) fs.writeFileSync(path.join(out, 'library', name), bytes);
      fs.writeFileSync(path.join(out, 'editor.html'), editorHtml(bundleName));
      // A file, not an inline script: the page's policy needs no 'unsafe-inline' for it.
      fs.writeFileSync(path.join(out, 'gui-base.js'), "self.__scratchGuiBase = new URL('.', location.href).href;\n");
    });
  }
}

const base = createRemoteConfig(__dirname);

module.exports = (env, argv) => {
  // /check and a locked task play the project in our shared Scratch player (as Fun Space does).
  const config = withScratchPlayer(base(env, argv));
  config.entry = {
    ...config.entry,
    editorFrame: { import: './src/frame/editor-frame.ts', filename: 'scratch/editor-frame.js', chunkLoading: false },
  };
  config.plugins.push(new ScratchGuiPlugin());
  return config;
};
