import { sandboxPageUrl as appSandboxPageUrl } from '@school/ui';

/** The URL of one of this remote's sandbox pages (rspack.config.js emits them into dist/sandbox/). */
export function sandboxPageUrl(name: 'js-run.html' | 'python-run.html' | 'page-preview.html'): string {
  return appSandboxPageUrl(name);
}
