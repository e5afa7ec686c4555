// A worker thread that runs student JavaScript inside QuickJS (WebAssembly): no Node APIs, no host
// objects, a memory limit and a deadline per job. Plain JS on purpose: it is started by path from the
// service (tsx, jest and production alike). Jobs: { kind: 'js' | 'page', ... } -> an outcome object.
import { parentPort, workerData } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import { newQuickJSWASMModule, shouldInterruptAfterDeadline } from 'quickjs-emscripten';

const { linkedomFile, harnessSource, runnerSource } = workerData;
const linkedomSource = readFileSync(linkedomFile, 'utf8');
let quickjs = await newQuickJSWASMModule();
/** Set when QuickJS could not free a runtime cleanly: the next job gets a fresh WebAssembly instance. */
let replaceModule = false;

/** What QuickJS lacks and linkedom needs (atob, Intl.NumberFormat, queueMicrotask), plus virtual timers. */
const PAGE_PRELUDE = `
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
const PAGE_SETUP = `
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

function errorInfo(ctx, handle) {
  const value = ctx.dump(handle);
  handle.dispose();
  if (value && typeof value === 'object') return value;
  return { message: String(value) };
}

function limitOf(info) {
  const text = `${info.name ?? ''} ${info.message ?? ''}`;
  if (/interrupted/i.test(text)) return 'time';
  if (/out of memory|stack overflow/i.test(text)) return 'memory';
  return null;
}

/** Evaluates and returns [value, null] or [null, error info]; never throws. */
function evaluate(ctx, code, file, options) {
  const result = ctx.evalCode(code, file, options);
  if (result.error) return [null, errorInfo(ctx, result.error)];
  return [keep(result.value), null];
}

function take(ctx, handle) {
  const value = ctx.dump(handle);
  handle.dispose();
  return value;
}

/** Every handle a job makes is kept here and freed before its runtime, whatever path the job took. */
let handles = [];
function keep(handle) {
  if (handle) handles.push(handle);
  return handle;
}

function withRuntime(limits, fn) {
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(512 * 1024);
  const context = runtime.newContext();
  handles = [];
  try {
    return fn(runtime, context);
  } finally {
    for (const handle of handles) if (handle.alive) handle.dispose();
    handles = [];
    try {
      context.dispose();
      runtime.dispose();
    } catch {
      replaceModule = true;
    }
  }
}

function runJs(job) {
  return withRuntime(job.limits, (runtime, ctx) => {
    const [harness, harnessError] = evaluate(ctx, `(${harnessSource})(globalThis)`, 'harness.js');
    if (harnessError) throw new Error(`harness: ${harnessError.message}`);
    const logsOf = () => {
      runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + 1000));
      const [h] = evaluate(ctx, 'JSON.stringify(__h.logs)', 'logs.js');
      return h ? JSON.parse(take(ctx, h)) : [];
    };
    ctx.setProp(ctx.global, '__h', harness);
    // The check reads the harness through a closure made before the program runs: a program cannot swap it.
    const [makeCheck] = evaluate(ctx, `(function (h) { delete globalThis.__h; return function (check) { return check(h.assert, h.output(), h.logs.slice()); }; })(__h)`, 'bind.js');
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + job.limits.timeMs));
    const outcome = {};
    if (!job.program.trim()) return { empty: true, logs: [] };
    const [programValue, programError] = evaluate(ctx, job.program, 'program.js');
    if (programValue) programValue.dispose();
    runtime.executePendingJobs();
    if (programError) {
      const limit = limitOf(programError);
      if (limit === 'time') return { timedOut: true, logs: logsOf() };
      if (limit === 'memory') return { outOfMemory: true, logs: logsOf() };
      outcome.programError = { message: `${programError.name ? `${programError.name}: ` : ''}${programError.message}`, stack: programError.stack ?? '' };
      makeCheck.dispose();
      return { ...outcome, logs: logsOf() };
    }
    const [checkFn, compileError] = evaluate(ctx, job.wrappedCheck, 'check.js');
    if (compileError) {
      makeCheck.dispose();
      return { checkError: { assert: false, message: compileError.message ?? '' }, logs: logsOf() };
    }
    const called = ctx.callFunction(makeCheck, ctx.undefined, checkFn);
    checkFn.dispose();
    makeCheck.dispose();
    if (called.error) {
      const info = errorInfo(ctx, called.error);
      const limit = limitOf(info);
      if (limit === 'time') return { timedOut: true, logs: logsOf() };
      if (limit === 'memory') return { outOfMemory: true, logs: logsOf() };
      return { checkError: { assert: info.__assert === true, message: String(info.message ?? '') }, logs: logsOf() };
    }
    called.value.dispose();
    runtime.executePendingJobs();
    return { logs: logsOf() };
  });
}

function runPage(job) {
  return withRuntime(job.limits, (runtime, ctx) => {
    // Loading linkedom is ours, not the student's: it gets its own generous deadline.
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + job.limits.setupMs));
    runtime.setModuleLoader((name) => (name === 'linkedom' ? linkedomSource : { error: new Error(`no module ${name}`) }));
    const [prelude, preludeError] = evaluate(ctx, `${PAGE_PRELUDE}\n(${harnessSource})(globalThis);`, 'prelude.js');
    if (preludeError) throw new Error(`prelude: ${preludeError.message}`);
    prelude.dispose();
    const html = keep(ctx.newString(job.html));
    ctx.setProp(ctx.global, '__pageHtml', html);
    html.dispose();
    const [setup, setupError] = evaluate(ctx, PAGE_SETUP, 'page.js', { type: 'module' });
    if (setupError) throw new Error(`page setup: ${setupError.message}`);
    setup.dispose();
    runtime.executePendingJobs();
    const [judge] = evaluate(ctx, '(function () { const j = __judge, f = __fire, s = __scripts; delete globalThis.__judge; delete globalThis.__fire; delete globalThis.__scripts; delete globalThis.__flushTimers; return [j, f, s]; })()', 'hide.js');
    const judgeFn = keep(ctx.getProp(judge, 0));
    const fireFn = keep(ctx.getProp(judge, 1));
    const scriptsFn = keep(ctx.getProp(judge, 2));
    judge.dispose();
    const scriptsCall = ctx.callFunction(scriptsFn, ctx.undefined);
    const scripts = JSON.parse(scriptsCall.error ? (scriptsCall.error.dispose(), '[]') : take(ctx, scriptsCall.value));
    scriptsFn.dispose();
    const pageErrors = [];
    const tooLong = (info) => limitOf(info);
    const finish = (extra) => {
      judgeFn.dispose();
      fireFn.dispose();
      return { ...extra, pageErrors };
    };
    // The student's part: their scripts, the load events and the check's actions, under the job's deadline.
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + job.limits.timeMs));
    for (let i = 0; i < scripts.length; i++) {
      const [value, error] = evaluate(ctx, scripts[i], `script-${i + 1}.js`);
      if (value) value.dispose();
      if (error) {
        const limit = tooLong(error);
        if (limit === 'time') return finish({ timedOut: true });
        if (limit === 'memory') return finish({ outOfMemory: true });
        pageErrors.push(`${error.name ? `${error.name}: ` : ''}${error.message}`);
      }
      runtime.executePendingJobs();
    }
    const fired = ctx.callFunction(fireFn, ctx.undefined);
    if (fired.error) {
      const info = errorInfo(ctx, fired.error);
      if (tooLong(info) === 'time') return finish({ timedOut: true });
      if (tooLong(info) === 'memory') return finish({ outOfMemory: true });
    } else fired.value.dispose();
    runtime.executePendingJobs();
    const [runner, runnerError] = evaluate(ctx, `(${runnerSource})`, 'runner.js');
    if (runnerError) throw new Error(`runner: ${runnerError.message}`);
    const check = keep(ctx.newString(JSON.stringify(job.check)));
    const [parse] = evaluate(ctx, 'JSON.parse', 'json.js');
    const checkValue = keep(ctx.unwrapResult(ctx.callFunction(parse, ctx.undefined, check)));
    check.dispose();
    parse.dispose();
    const judged = ctx.callFunction(judgeFn, ctx.undefined, runner, checkValue);
    runner.dispose();
    if (judged.error) {
      const info = errorInfo(ctx, judged.error);
      const limit = tooLong(info);
      if (limit === 'time') return finish({ timedOut: true });
      if (limit === 'memory') return finish({ outOfMemory: true });
      return finish({ result: { failures: [], broken: String(info.message ?? info) } });
    }
    return finish({ result: JSON.parse(take(ctx, judged.value)) });
  });
}

parentPort.on('message', async ({ id, job }) => {
  try {
    if (replaceModule) {
      quickjs = await newQuickJSWASMModule();
      replaceModule = false;
    }
    const outcome = job.kind === 'js' ? runJs(job) : runPage(job);
    parentPort.postMessage({ id, outcome });
  } catch (error) {
    parentPort.postMessage({ id, failure: String(error && error.stack ? error.stack : error) });
  }
});
parentPort.postMessage({ ready: true });
