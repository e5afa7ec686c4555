const fs = require('node:fs');
const path = require('node:path');
// Name, port, title and exposes come from remote.config.ts.
const { createRemoteConfig } = require('@school/build-config');

const base = createRemoteConfig(__dirname);

/**
 * Excalidraw loads its canvas fonts from `window.EXCALIDRAW_ASSET_PATH` + "fonts/..." (falling
 * back to a CDN, unreachable here): serve them from this remote's own dist/excalidraw/.
 * Xiaolai (CJK, 13 MB) is left out; CJK text in a drawing falls back to a system font.
 */
class ExcalidrawFontsPlugin {
  apply(compiler) {
    const fontsDir = path.join(path.dirname(require.resolve('@excalidraw/excalidraw')), 'fonts');
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ExcalidrawFontsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ExcalidrawFontsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const family of fs.readdirSync(fontsDir)) {
            if (family === 'Xiaolai') continue;
            for (const file of fs.readdirSync(path.join(fontsDir, family))) {
              const buf = fs.readFileSync(path.join(fontsDir, family, file));
              compilation.emitAsset(`excalidraw/fonts/${family}/${file}`, new RawSource(buf));
            }
          }
        },
      );
    });
  }
}

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new ExcalidrawFontsPlugin());
  // Excalidraw's ESM build imports 'roughjs/bin/rough' without an extension.
  config.module.rules.push({ test: /\.m?js$/, include: /node_modules[\\/]@excalidraw/, resolve: { fullySpecified: false } });
  return config;
};
