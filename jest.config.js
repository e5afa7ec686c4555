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
const moduleNameMapper = {};
for (const name of esmOnly) {
  const out = path.join(cjsDir, `${name}.cjs`);
  const { code } = transformFileSync(require.resolve(name), { module: { type: 'commonjs' } });
  fs.writeFileSync(out, code);
  moduleNameMapper[`^${name}$`] = out;
}

module.exports = {
  // testTimeout is a global option (ignored inside a project): service hooks build a database.
  testTimeout: 30000,
  projects: [
    {
      displayName: 'unit',
      // Lexical ships ES modules only (mfe-rich-text tests run it headless): compile it with swc.
      transformIgnorePatterns: ['/node_modules/(?!(lexical|@lexical|@preact)/)'],
      testMatch: ['<rootDir>/{shared,shell,mfe-*}/**/src/**/*.test.{ts,tsx}', '<rootDir>/{infra,scripts}/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper,
      testEnvironment: 'node',
    },
    {
      displayName: 'services',
      testMatch: ['<rootDir>/services/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper,
      testEnvironment: 'node',
      testTimeout: 30000,
    },
  ],
};
