/* global __resourceQuery */
// Stands in for one of scratch-vm's device or online-service extensions (see webpack.js; the query
// names it): the VM creates it with `new`, and gets the real extension, which vm-extensions.ts has
// loaded from its own chunk before the VM asked for it.
const loaded = require('./vm-extension-registry.cjs');

const id = __resourceQuery.slice(1);

module.exports = function LazyExtension(runtime) {
  const Extension = loaded[id];
  if (!Extension) throw new Error(`Scratch extension ${id} was not loaded`);
  return new Extension(runtime);
};
