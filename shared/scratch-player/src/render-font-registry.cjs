// Stands in for scratch-render-fonts inside scratch-svg-renderer (see webpack.js): the same getFonts(),
// but it returns the fonts loaded so far. scratch-fonts.ts loads the real ones (1.4 MB of base64) only
// for a project with text costumes, before the VM draws them.
const fonts = {};
module.exports = function getFonts() {
  return fonts;
};
