/** Page scaffolding run inside QuickJS before a page's scripts: what linkedom needs, virtual timers, and the judge. */
export const PAGE_PRELUDE = `
globalThis.atob = function (s) {
  var c = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', o = '', b = 0, n = 0;
  for (var i = 0; i < s.length; i++) { var v = c.indexOf(s[i]); if (v < 0) continue; b = ((b << 6) | v) & 0xffffff; n += 6;
    if (n >= 8) { n -= 8; o += String.fromCharCode((b >> n) & 255); } }
  return o;
};
globalThis.Intl = { NumberFormat: function () { return { format: function (v) { return String(Math.round(v * 1e6) / 1e6); } }; } };
globalThis.queueMicrotask = function (f) { Promise.resolve().then(f); };
(function () {
  var timers = [], now = 0, seq = 0;
  function add(fn, ms, repeat) { var id = ++seq; if (typeof fn === 'function') timers.push({ id: id, fn: fn, at: now + Math.max(0, +ms || 0), every: repeat ? Math.max(1, +ms || 1) : 0 }); return id; }
  function clear(id) { timers = timers.filter(function (t) { return t.id !== id; }); }
  globalThis.setTimeout = function (fn, ms) { return add(fn, ms, false); };
  globalThis.setInterval = function (fn, ms) { return add(fn, ms, true); };
  globalThis.clearTimeout = clear; globalThis.clearInterval = clear;
  globalThis.requestAnimationFrame = function (fn) { return add(function () { fn(now); }, 16, false); };
  globalThis.cancelAnimationFrame = clear;
  /** Runs due timers in virtual time, up to 5 s ahead and at most 200 callbacks (an interval never runs forever). */
  globalThis.__flushTimers = function () {
    for (var runs = 0; runs < 200 && timers.length; runs++) {
      timers.sort(function (a, b) { return a.at - b.at; });
      var t = timers[0];
      if (t.at > now + 5000) break;
      now = t.at;
      if (t.every) t.at = now + t.every; else timers.shift();
      try { t.fn(); } catch (e) { if (globalThis.console) console.error(String(e && e.message || e)); }
    }
  };
})();
`;

/** The page: linkedom's document and window as the globals a student script expects; DOM prototypes frozen. */
export const PAGE_SETUP = `
import { parseHTML } from 'linkedom';
const { document, window } = parseHTML(globalThis.__pageHtml);
delete globalThis.__pageHtml;
for (const name of Object.getOwnPropertyNames(window)) {
  if (/^(HTML|SVG)?[A-Z][A-Za-z]*(Element|Event|Node|List|Collection|Text|Comment|Document|Target|Fragment|Range|Filter|Attr|Map)$/.test(name) && !(name in globalThis)) {
    try { globalThis[name] = window[name]; } catch (e) {}
  }
}
for (const name of ['Event', 'CustomEvent', 'Node', 'Element', 'HTMLElement', 'Document', 'EventTarget', 'Text', 'DocumentFragment']) {
  if (window[name] && !globalThis[name]) globalThis[name] = window[name];
  const proto = window[name] && window[name].prototype;
  // Frozen so a page script cannot rewrite querySelector/matches/textContent to fool the check.
  let p = proto;
  while (p && p !== Object.prototype) { Object.freeze(p); p = Object.getPrototypeOf(p); }
}
window.setTimeout = globalThis.setTimeout; window.setInterval = globalThis.setInterval;
window.clearTimeout = globalThis.clearTimeout; window.clearInterval = globalThis.clearInterval;
window.requestAnimationFrame = globalThis.requestAnimationFrame;
window.alert = globalThis.alert; window.prompt = globalThis.prompt; window.console = globalThis.console;
Object.defineProperty(globalThis, 'document', { value: document, writable: false, configurable: false });
Object.defineProperty(globalThis, 'window', { value: window, writable: false, configurable: false });
globalThis.self = window;
const flush = globalThis.__flushTimers;
globalThis.__judge = function (run, check) {
  let result = null;
  run(document, window, check, function (next) { flush(); next(); }, function (r) { result = r; });
  return JSON.stringify(result);
};
globalThis.__fire = function () {
  try { document.dispatchEvent(new window.Event('DOMContentLoaded', { bubbles: true })); } catch (e) { console.error(String(e && e.message || e)); }
  try { window.dispatchEvent(new window.Event('load')); } catch (e) { console.error(String(e && e.message || e)); }
  flush();
};
globalThis.__scripts = function () {
  return JSON.stringify(Array.prototype.slice.call(document.querySelectorAll('script'))
    .filter(function (s) { return !s.getAttribute('src') && !/json|template|text\\/(?!javascript)/i.test(s.getAttribute('type') || ''); })
    .map(function (s) { return s.textContent || ''; }));
};
`;
