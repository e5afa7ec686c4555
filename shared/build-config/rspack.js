// One Rspack factory for the shell and every remote: swc, CSS, Module Federation, HTML page.
// Rspack reads webpack's configuration and runs webpack's loaders and plugins API, in Rust: a
// cold production build of every app takes seconds instead of minutes (see README, bench:start).
const path = require('node:path');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { sharedConfig } = require('./shared-deps');
const { loadRemote, registeredTsRequire } = require('./remotes');

/** Production minifies with swc (Rspack's own minimizer), one compress pass. */
function minimizer() {
  return new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { compress: { passes: 1 }, mangle: true } });
}

/**
 * Source maps cost build time and nobody reads them under `npm start`: made only when asked
 * (SOURCE_MAPS=1, e.g. for a deployment that uploads them to an error tracker).
 */
const SOURCE_MAPS = process.env.SOURCE_MAPS === '1';

/**
 * Trims the federation runtime bundled into each entry (measured by `npm run bench:bundle`):
 * browser only (no Node loading code); no snapshot plugin, since the shell points at
 * remoteEntry.js and not at mf-manifest.json; and in remotes no remote-loading code at all (a
 * remote loads another remote's module through the shell's loader, never with its own runtime).
 * A remote's entry drops from about 27.8 KB to 19.2 KB gzip.
 * @param {boolean} isShell
 */
function runtimeTrim(isShell) {
  return { target: 'web', disableSnapshot: true, ...(isShell ? {} : { disableRemote: true }) };
}

/**
 * @param {object} o
 * @param {string} o.name federation name ("shell", "courses", ...)
 * @param {string} o.dir the app folder (__dirname of its rspack.config.js)
 * @param {number} o.port dev server port
 * @param {Record<string,string>} [o.exposes] modules a remote exposes
 * @param {string} [o.title] page title
 * @param {string} [o.pagePublicPath] where the HTML page loads its entry from (default: the output's publicPath)
 */
function createAppConfig(o) {
  const isShell = o.name === 'shell';
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: o.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? (SOURCE_MAPS ? 'source-map' : false) : 'eval-cheap-module-source-map',
      optimization: { minimizer: [minimizer()] },
      output: {
        path: path.join(o.dir, 'dist'),
        // Entry names stay stable (served without caching); chunks carry a content hash.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:12].js',
        assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
        publicPath: isShell ? '/' : 'auto',
        uniqueName: o.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'builtin:swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?|mp3|wav)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: o.name,
          filename: isShell ? undefined : 'remoteEntry.js',
          exposes: o.exposes,
          // The shell has no build-time remotes: it reads them from the manifest at run time.
          remotes: {},
          shared: sharedConfig(),
          dts: false,
          // mf-manifest.json stays emitted (servers and tests probe it); the shell loads remoteEntry.js.
          manifest: !isShell,
          experiments: { optimization: runtimeTrim(isShell) },
        }),
        new rspack.HtmlRspackPlugin({ template: path.join(__dirname, 'index.html'), title: o.title ?? o.name, chunks: ['main'], ...(o.pagePublicPath ? { publicPath: o.pagePublicPath } : {}) }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          // Where the shell reads its runtime config (brand, remote manifest URL).
          'process.env.APP_CONFIG_URL': JSON.stringify(process.env.APP_CONFIG_URL ?? '/app-config.json'),
        }),
      ],
      performance: { hints: false },
      devServer: {
        port: o.port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes.json', '/app-config.json'], target: 'http://localhost:3000' }],
      },
    };
  };
}

/**
 * The Rspack config of a remote, from its one declaration (remote.config.ts): name, port, title
 * and `exposes` (every page, workspace and module file under its file name).
 * @param {string} dir the remote's folder (__dirname of its rspack.config.js)
 * @param {{ pagePublicPath?: string }} [options]
 */
function createRemoteConfig(dir, options = {}) {
  const remote = loadRemote(path.basename(dir), registeredTsRequire);
  const { exposesOf } = registeredTsRequire(path.join(__dirname, '..', 'contracts', 'src', 'manifest.ts'));
  return createAppConfig({ name: remote.name, dir, port: remote.port, title: remote.title, exposes: exposesOf(remote), ...options });
}

module.exports = { createAppConfig, createRemoteConfig, rspack };
