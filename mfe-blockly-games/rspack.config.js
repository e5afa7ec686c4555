const path = require('node:path');
// Name, port, title and exposes come from remote.config.ts.
const { createRemoteConfig } = require('@school/build-config');

// The standalone page has deep links (/demo/:game/:level): load its entry from the root.
const base = createRemoteConfig(__dirname, { pagePublicPath: '/' });

// Turtle backgrounds keep their spec path (/turtle/{type}.svg) under the remote's own URL.
const turtleBackgrounds = path.join(__dirname, 'src', 'assets', 'turtle');
// Blockly's own media (zoom and trash sprites, sounds, cursors): served by this remote, no CDN.
// Its real path: the bundler matches rules against resolved (real) paths.
const blocklyMedia = require('node:fs').realpathSync(path.join(path.dirname(require.resolve('blockly')), 'media'));

module.exports = (env, argv) => {
  const config = base(env, argv);
  for (const rule of config.module.rules) {
    if (rule.test instanceof RegExp && rule.test.test('x.svg')) rule.exclude = [turtleBackgrounds, blocklyMedia];
  }
  config.resolve.alias = { ...config.resolve.alias, 'blockly-media': blocklyMedia };
  config.module.rules.push({
    include: blocklyMedia,
    type: 'asset/resource',
    generator: { filename: 'blockly-media/[name][ext]' },
  });
  config.module.rules.push({
    test: /\.svg$/i,
    include: turtleBackgrounds,
    type: 'asset/resource',
    generator: { filename: 'turtle/[name][ext]' },
  });
  return config;
};
