// Stands in for scratch-vm's Music manifest (see webpack.js): sample path -> mp3 bytes. The Music
// extension reads it when it is created; music-samples.ts fills it first. CommonJS, so the extension's
// `require('./manifest')` gets this very object.
module.exports = {};
