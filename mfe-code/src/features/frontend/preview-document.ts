import { TWeb } from '@school/contracts';
import { composePage, guardLoops, guardPageScripts, JS_HARNESS_SOURCE, loopGuardPrelude, type PageSource } from '@school/web-checks';

/** Marks the preview's console messages to the parent page. */
export const PREVIEW_MESSAGE = '__webPreview';
/** A loop busy longer than this in one task of the page is stopped. */
export const PREVIEW_LOOP_LIMIT_MS = 1000;

/**
 * Runs first in the preview: the loop guard, the same console printing as the JS workspace (sent to
 * the parent, which shows it under the preview) and uncaught errors. The frame is sandboxed without
 * allow-same-origin, so none of this can reach the platform's storage, cookies or token.
 */
function bridge(): string {
  const send = `function(level, text){ try { parent.postMessage({ ${PREVIEW_MESSAGE}: true, level: level, text: text }, '*'); } catch (e) {} }`;
  return [
    '<script>',
    loopGuardPrelude(PREVIEW_LOOP_LIMIT_MS, TWeb.frontendCheck.timeLimit),
    `(function(){ var send = ${send};`,
    `(${JS_HARNESS_SOURCE})(self, send);`,
    "self.addEventListener('error', function (e) { send('uncaught', (e.message || String(e.error)) + (e.lineno ? ' (строка ' + e.lineno + ')' : '')); });",
    "self.addEventListener('unhandledrejection', function (e) { send('uncaught', String(e.reason && e.reason.message || e.reason)); });",
    '})();',
    '</script>',
  ].join('\n');
}

/** The preview's srcdoc: the student's page, its scripts guarded against endless loops, the bridge first. */
export function previewDocument(source: PageSource): string {
  const guarded: PageSource = { html: guardPageScripts(source.html), css: source.css, js: guardLoops(source.js) };
  return composePage(guarded, { headStart: bridge() });
}
