// Two projects: pure unit tests (engines, contracts, client logic) and service tests that build
// the Fastify app in-process against a real database (SQLite by default, PostgreSQL when
// TEST_PG_URL is set by scripts/with-postgres.mjs).
const fs = require('node:fs');
const path = require('node:path');
const { transformFileSync } = require('@swc/core');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Packages that ship a single ESM file and are required from CommonJS (cookie, by fastify's
// inject). Jest on Node 20 cannot require ESM, so each is compiled once to a .cjs copy.
const esmOnly = ['cookie'];
const cjsDir = path.join(__dirname, '.tmp', 'jest-cjs');
fs.mkdirSync(cjsDir, { recursive: true });
// Written only when changed, and by rename: two jest runs side by side (npm test's SQLite and
// PostgreSQL passes) never read a half-written file.
function writeIfChanged(file, text) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}
const moduleNameMapper = {};
for (const name of esmOnly) {
  const out = path.join(cjsDir, `${name}.cjs`);
  const { code } = transformFileSync(require.resolve(name), { module: { type: 'commonjs' } });
  writeIfChanged(out, code);
  moduleNameMapper[`^${name}$`] = out;
}

// jsdom has no TextEncoder, and TypeBox (the contracts' schemas, loaded by anything importing
// @school/contracts) needs it when it loads: give jsdom tests Node's.
const textEncoderSetup = path.join(cjsDir, 'text-encoder.cjs');
writeIfChanged(
  textEncoderSetup,
  "const u = require('node:util');\nglobalThis.TextEncoder ??= u.TextEncoder;\nglobalThis.TextDecoder ??= u.TextDecoder;\n",
);

module.exports = {
  // testTimeout is a global option (ignored inside a project): service hooks build a database.
  testTimeout: 30000,
  projects: [
    {
      displayName: 'unit',
      // Lexical ships ES modules only (mfe-rich-text tests run it headless): compile it with swc.
      // TypeBox too (the shell's manifest validator in @school/contracts): its files are .mjs.
      // fast-png and its iobuffer are ES modules too (the Turtle engine decodes PNG references).
      transformIgnorePatterns: ['/node_modules/(?!(lexical|@lexical|@preact|typebox|fast-png|iobuffer)/)'],
      testMatch: ['<rootDir>/{shared,shell,mfe-*}/**/src/**/*.test.{ts,tsx}', '<rootDir>/{infra,scripts}/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      // Components import their style sheets; rendered in jsdom they are nothing.
      moduleNameMapper: { ...moduleNameMapper, '\\.css$': '<rootDir>/shared/workspace-testing/src/style-stub.js' },
      setupFiles: [textEncoderSetup],
      testEnvironment: 'node',
    },
    {
      displayName: 'services',
      testMatch: ['<rootDir>/services/**/*.test.ts'],
      // TypeBox ships .mjs only (the contracts' schemas): compile it with swc, as in unit.
      transformIgnorePatterns: ['/node_modules/(?!(typebox|fast-png|iobuffer)/)'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      moduleNameMapper,
      testEnvironment: 'node',
      testTimeout: 30000,
    },
  ],
};
