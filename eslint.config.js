// Lint: typescript-eslint on every workspace (type-aware rules on services and shared), React hooks
// rules on the front ends, no import cycles in services and shared, and import boundaries: no
// imports across remotes or from the shell, shared packages never import a remote or the shell,
// no imports across features inside a front end, and a service domain imports another only
// through its public interface.
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

// Service domains: every folder of services/. The kernel (core, db and db's migrations) is everyone's;
// the composition root and the tools around it (gateway, seed, scripts, test) assemble the domains and
// may reach into them. Anything else imports another domain only through its public interface: its
// plugin (index.ts), reader.ts, public.ts, schemas.ts (an HTTP API's schemas) and its ORM entities.
const SERVICES = path.join(__dirname, 'services');
const KERNEL = ['core', 'db', 'migrations'];
const COMPOSERS = ['gateway', 'seed', 'scripts', 'test', 'migrations'];
const PUBLIC_AT_ROOT = new Set(['index.ts', 'reader.ts', 'public.ts', 'schemas.ts']);
const ENTITIES = /(^|-)entit(y|ies)\.ts$/;

function publicFiles(domain) {
  const files = fs.readdirSync(path.join(SERVICES, domain), { recursive: true }).map(String);
  return files.filter((f) => PUBLIC_AT_ROOT.has(f) || ENTITIES.test(path.basename(f))).map((f) => `./${f.replace(/\\/g, '/')}`);
}

function serviceDomainZones() {
  const domains = dirs(SERVICES).filter((d) => d !== 'node_modules');
  const zones = [];
  for (const target of domains.filter((d) => !COMPOSERS.includes(d))) {
    for (const from of domains.filter((d) => d !== target && !KERNEL.includes(d))) {
      zones.push({
        target: `./services/${target}`,
        from: `./services/${from}`,
        except: publicFiles(from),
        message: `Import services/${from} through its public interface (index.ts, reader.ts, public.ts, schemas.ts, entities).`,
      });
    }
  }
  return zones;
}

/**
 * Type-aware rules (typescript-eslint recommended-type-checked) on services and shared, through one
 * TypeScript program (the root tsconfig.json): every rule of the set that `recommended` (on
 * everywhere above) does not already have.
 */
const TYPED_FILES = ['services/**/*.ts', 'shared/*/src/**/*.{ts,tsx}'];
const rulesOf = (configs) => Object.assign({}, ...configs.map((c) => c.rules ?? {}));
const plainRules = rulesOf(tseslint.configs.recommended);
const TYPED_ON = Object.fromEntries(
  Object.entries(rulesOf(tseslint.configs.recommendedTypeChecked)).filter(([rule, level]) => level !== 'off' && !(rule in plainRules)),
);

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
    files: TYPED_FILES,
    languageOptions: { parserOptions: { project: path.join(__dirname, 'tsconfig.json'), tsconfigRootDir: __dirname } },
    rules: TYPED_ON,
  },
  {
    // No import cycles in the services and shared packages (type-only imports do not count).
    files: ['services/**/*.ts', 'shared/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Service domains meet through their public interfaces; tests (and their helpers) may reach in.
    files: ['services/**/*.ts'],
    ignores: ['**/*.test.ts', 'services/*/test/**', 'services/test/**', '**/test-support.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: __dirname, zones: [...boundaryZones(), ...serviceDomainZones()] }],
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
