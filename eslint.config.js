// Lint: typescript-eslint on every workspace, React hooks rules on the front ends, and import
// boundaries: no imports across remotes or from the shell, shared packages never import a
// remote or the shell, and no imports across features inside a front end.
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const globals = require('globals');
const { remoteDirs } = require('./shared/build-config/remotes');

// The boundaries come from the declarations: every declared remote (mfe-*/remote.config.ts) and
// every shared workspace of the root package.json. A new remote or package is fenced in by itself.
const FRONTENDS = ['shell', ...remoteDirs()];
const SHARED = require('./package.json').workspaces.filter((w) => w.startsWith('shared/'));

const dirs = (p) => (fs.existsSync(p) ? fs.readdirSync(p).filter((d) => fs.statSync(path.join(p, d)).isDirectory()) : []);

function boundaryZones() {
  const zones = [];
  for (const app of FRONTENDS) {
    // No front end imports another front end.
    for (const other of FRONTENDS.filter((o) => o !== app)) {
      zones.push({ target: `./${app}`, from: `./${other}`, message: 'Remotes and the shell never import each other.' });
    }
    zones.push({ target: `./${app}`, from: './services', message: 'Front ends talk to services over HTTP only.' });
    // No imports across features.
    const featuresDir = path.join(__dirname, app, 'src', 'features');
    for (const feature of dirs(featuresDir)) {
      for (const other of dirs(featuresDir).filter((f) => f !== feature)) {
        zones.push({
          target: `./${app}/src/features/${feature}`,
          from: `./${app}/src/features/${other}`,
          message: 'Features do not import each other: move shared code to src/components or src/lib.',
        });
      }
    }
  }
  for (const pkg of SHARED) {
    for (const from of [...FRONTENDS, 'services']) {
      zones.push({ target: `./${pkg}`, from: `./${from}`, message: 'Shared packages never import a remote, the shell or a service.' });
    }
  }
  zones.push({ target: './shared/contracts', from: './shared/api-client', message: 'Contracts have no dependencies.' });
  zones.push({ target: './shared/contracts', from: './shared/ui', message: 'Contracts have no dependencies.' });
  for (const app of FRONTENDS) {
    zones.push({ target: './services', from: `./${app}`, message: 'Services never import front-end code.' });
  }
  return zones;
}

module.exports = tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.tmp/**', 'coverage/**', 'services/migrations/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: __dirname, zones: boundaryZones() }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // The tutor deploys without the learning plugin (SERVICES=aichat): it reads learning only through
    // its public reader, whose plugin every deployment mounts. Tests may read the tables directly.
    files: ['services/aichat/**/*.ts'],
    ignores: ['**/*.test.ts', 'services/aichat/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/learning/*', '!**/learning/reader'], message: 'Use the learning domain\'s public interface: services/learning/reader.ts.' }] },
      ],
    },
  },
  {
    // Journeys run in parallel workers, each with a gateway of its own: its `test` sets the worker's baseURL.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from '../support/test' (the worker's own gateway)." }] },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
