// Name, port, title and exposes come from remote.config.ts.
const { createRemoteConfig } = require('@school/build-config');
const { withScratchPlayer } = require('@school/scratch-player/rspack');
const { SandboxPagesPlugin, DOCUMENT_HOST_PAGE } = require('@school/build-config/sandbox-pages');

const base = createRemoteConfig(__dirname);

// The Scratch player's packages are built from their sources (see the package).
// Web projects and Unity/Godot builds are written into the document host (src/components/players).
module.exports = (env, argv) => {
  const config = withScratchPlayer(base(env, argv));
  config.plugins.push(new SandboxPagesPlugin({ 'document-host.html': DOCUMENT_HOST_PAGE }));
  return config;
};
