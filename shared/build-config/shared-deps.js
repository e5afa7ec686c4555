// Singletons shared by the shell and every remote: one copy of each in the page. Only what must
// be one instance is shared (React, the router, the store and its api). Stateless packages such
// as @school/contracts and @school/ui are bundled into each app, so a remote built against newer
// contracts (new texts, codes) works with an older shell: the shell is never rebuilt for it.
const rootPkg = require('../../package.json');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const versionOf = (name) => {
  const pkgPath = require.resolve(`${name}/package.json`, { paths: [path.join(__dirname, '../..')] });
  return JSON.parse(readFileSync(pkgPath, 'utf8')).version;
};

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  '@school/api-client',
];

function sharedConfig() {
  const shared = {};
  for (const name of SINGLETONS) {
    const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    shared[name] = { singleton: true, requiredVersion: `^${versionOf(pkgName)}` };
  }
  return shared;
}

module.exports = { sharedConfig, SINGLETONS, rootPkg };
