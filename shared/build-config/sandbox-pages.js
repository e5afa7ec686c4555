// Sandbox pages of a remote, emitted under fixed names in dist/sandbox/. The remote server and nginx
// serve everything under a remote's sandbox/ with a policy of its own (SANDBOX_PAGE_CSP in
// services/core/security-headers.ts), so pupils' code and inline scripts never run under the school's.
const fs = require('node:fs');
const path = require('node:path');

/** The generic document host: says it is ready, then writes the page it is sent (previewDocument). */
const DOCUMENT_HOST_PAGE = path.join(__dirname, 'sandbox', 'document-host.html');

class SandboxPagesPlugin {
  /** @param {Record<string, string>} pages file name in dist/sandbox/ -> absolute source path */
  constructor(pages) {
    this.pages = pages;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SandboxPagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SandboxPagesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [name, file] of Object.entries(this.pages)) {
          compilation.fileDependencies.add(file);
          compilation.emitAsset(`sandbox/${name}`, new RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

module.exports = { SandboxPagesPlugin, DOCUMENT_HOST_PAGE };
