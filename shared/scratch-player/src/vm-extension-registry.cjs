// The lazily loaded scratch-vm extensions, by extension id (filled by vm-extensions.ts).
module.exports = {};
