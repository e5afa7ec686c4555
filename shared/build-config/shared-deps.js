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

/**
 * Singletons provided by a module of ours rather than the package itself (see router.mjs): the
 * same share key and version, so every app still gets the one instance.
 */
const PROVIDED_BY = { 'react-router-dom': path.join(__dirname, 'router.mjs') };

function sharedConfig() {
  const shared = {};
  for (const name of SINGLETONS) {
    const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const version = versionOf(pkgName);
    shared[name] = { singleton: true, requiredVersion: `^${version}` };
    if (PROVIDED_BY[name]) Object.assign(shared[name], { import: PROVIDED_BY[name], version });
  }
  return shared;
}

module.exports = { sharedConfig, SINGLETONS, PROVIDED_BY, rootPkg };
