/**
 * Sandbox entry for JavaScript and web-page checks: student code runs only inside QuickJS
 * (WebAssembly: no host objects, no std/os, a memory limit, a deadline), each job in a new QuickJS
 * runtime, with the realm's built-ins frozen before the student's code runs. Jobs arrive one at a
 * time on stdin and each outcome leaves on stdout; the service replaces a process that fails.
 */
import { readFileSync } from 'node:fs';
import { newQuickJSWASMModuleFromVariant, shouldInterruptAfterDeadline, type QuickJSContext, type QuickJSHandle, type QuickJSRuntime, type QuickJSWASMModule } from 'quickjs-emscripten-core';
import releaseVariant from '@jitl/quickjs-wasmfile-release-sync';
import { JS_HARNESS_SOURCE, PAGE_RUNNER_SOURCE, functionSource } from '@school/web-checks';
import { TWeb } from '@school/contracts/src/texts-web';
import { hardenRealm } from './harden-realm';
import { PAGE_PRELUDE, PAGE_SETUP } from './page-sources';
import { readMessage, writeMessage } from './line-io';
import type { SandboxJob, SandboxOutcome } from '../js/js-job';

const root = process.argv[2];
const linkedomSource = readFileSync(`${root}/linkedom-worker.js`, 'utf8');
const HARDEN = `(${functionSource(hardenRealm)})(globalThis, ${JSON.stringify(TWeb.jsCheck.builtinLocked)});`;

interface ErrorInfo {
  name?: string;
  message?: string;
  stack?: string;
  __assert?: boolean;
}

let quickjs: QuickJSWASMModule;
/** Set when QuickJS could not free a runtime cleanly: the process asks to be replaced. */
let dirty = false;
let handles: QuickJSHandle[] = [];

function keep<T extends QuickJSHandle | undefined>(handle: T): T {
  if (handle) handles.push(handle);
  return handle;
}

function errorInfo(ctx: QuickJSContext, handle: QuickJSHandle): ErrorInfo {
  const value: unknown = ctx.dump(handle);
  handle.dispose();
  if (value && typeof value === 'object') return value;
  return { message: String(value) };
}

function limitOf(info: ErrorInfo): 'time' | 'memory' | null {
  const text = `${info.name ?? ''} ${info.message ?? ''}`;
  if (/interrupted/i.test(text)) return 'time';
  if (/out of memory|stack overflow/i.test(text)) return 'memory';
  return null;
}

function evaluate(ctx: QuickJSContext, code: string, file: string, options?: { type: 'module' }): [QuickJSHandle | null, ErrorInfo | null] {
  const result = ctx.evalCode(code, file, options);
  if (result.error) return [null, errorInfo(ctx, result.error)];
  return [keep(result.value), null];
}

function take(ctx: QuickJSContext, handle: QuickJSHandle): unknown {
  const value: unknown = ctx.dump(handle);
  handle.dispose();
  return value;
}

function withRuntime<T>(limits: SandboxJob['limits'], fn: (runtime: QuickJSRuntime, ctx: QuickJSContext) => T): T {
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
      dirty = true;
    }
  }
}

function runJs(job: Extract<SandboxJob, { kind: 'js' }>): SandboxOutcome {
  return withRuntime(job.limits, (runtime, ctx) => {
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + job.limits.setupMs));
    const [harness, harnessError] = evaluate(ctx, `(${JS_HARNESS_SOURCE})(globalThis)`, 'harness.js');
    if (harnessError || !harness) throw new Error(`harness: ${harnessError?.message}`);
    // The check reads the harness through a closure made before the program runs; the realm's
    // built-ins are frozen before it too, so neither can be swapped by the program.
    ctx.setProp(ctx.global, '__h', harness);
    const [makeCheck] = evaluate(
      ctx,
      `(function (h) { delete globalThis.__h; return [function (check) { return check(h.assert, h.output(), h.logs.slice()); }, function () { return JSON.stringify(h.logs); }]; })(__h)`,
      'bind.js',
    );
    const checkFn0 = keep(ctx.getProp(makeCheck!, 0));
    const logsFn = keep(ctx.getProp(makeCheck!, 1));
    const [hardened, hardenError] = evaluate(ctx, HARDEN, 'harden.js');
    if (hardenError) throw new Error(`harden: ${hardenError.message}`);
    hardened?.dispose();
    const logsOf = () => {
      runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + 1000));
      const called = ctx.callFunction(logsFn, ctx.undefined);
      if (called.error) {
        called.error.dispose();
        return [];
      }
      const text = take(ctx, called.value);
      try {
        return typeof text === 'string' ? (JSON.parse(text) as SandboxOutcome['logs']) : [];
      } catch {
        return [];
      }
    };
    if (!job.program.trim()) return { empty: true, logs: [] };
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + job.limits.timeMs));
    const [programValue, programError] = evaluate(ctx, job.program, 'program.js');
    programValue?.dispose();
    runtime.executePendingJobs();
    if (programError) {
      const limit = limitOf(programError);
      if (limit === 'time') return { timedOut: true, logs: logsOf() };
      if (limit === 'memory') return { outOfMemory: true, logs: logsOf() };
      return {
        programError: { message: `${programError.name ? `${programError.name}: ` : ''}${programError.message}`, stack: programError.stack ?? '' },
        logs: logsOf(),
      };
    }
    const [checkFn, compileError] = evaluate(ctx, job.wrappedCheck, 'check.js');
    if (compileError || !checkFn) return { checkError: { assert: false, message: compileError?.message ?? '' }, logs: logsOf() };
    const called = ctx.callFunction(checkFn0, ctx.undefined, checkFn);
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

function runPage(job: Extract<SandboxJob, { kind: 'page' }>): SandboxOutcome {
  return withRuntime(job.limits, (runtime, ctx) => {
    // Loading linkedom is ours, not the student's: it gets its own generous deadline.
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + job.limits.setupMs));
    runtime.setModuleLoader((name) => (name === 'linkedom' ? linkedomSource : { error: new Error(`no module ${name}`) }));
    const [prelude, preludeError] = evaluate(ctx, `${PAGE_PRELUDE}\n(${JS_HARNESS_SOURCE})(globalThis);`, 'prelude.js');
    if (preludeError) throw new Error(`prelude: ${preludeError.message}`);
    prelude?.dispose();
    const html = keep(ctx.newString(job.html));
    ctx.setProp(ctx.global, '__pageHtml', html);
    html.dispose();
    const [setup, setupError] = evaluate(ctx, PAGE_SETUP, 'page.js', { type: 'module' });
    if (setupError) throw new Error(`page setup: ${setupError.message}`);
    setup?.dispose();
    runtime.executePendingJobs();
    const [hidden] = evaluate(
      ctx,
      '(function () { const j = __judge, f = __fire, s = __scripts; delete globalThis.__judge; delete globalThis.__fire; delete globalThis.__scripts; delete globalThis.__flushTimers; return [j, f, s]; })()',
      'hide.js',
    );
    const judgeFn = keep(ctx.getProp(hidden!, 0));
    const fireFn = keep(ctx.getProp(hidden!, 1));
    const scriptsFn = keep(ctx.getProp(hidden!, 2));
    const [runner, runnerError] = evaluate(ctx, `(${PAGE_RUNNER_SOURCE})`, 'runner.js');
    if (runnerError || !runner) throw new Error(`runner: ${runnerError?.message}`);
    const check = keep(ctx.newString(JSON.stringify(job.check)));
    const [parseFn] = evaluate(ctx, 'JSON.parse', 'json.js');
    const checkValue = keep(ctx.unwrapResult(ctx.callFunction(parseFn!, ctx.undefined, check)));
    const scriptsCall = ctx.callFunction(scriptsFn, ctx.undefined);
    const scripts = scriptsCall.error ? (scriptsCall.error.dispose(), []) : (JSON.parse(String(take(ctx, scriptsCall.value))) as string[]);
    // Everything the judge uses exists now: the realm is frozen before the first student script.
    const [hardened, hardenError] = evaluate(ctx, HARDEN, 'harden.js');
    if (hardenError) throw new Error(`harden: ${hardenError.message}`);
    hardened?.dispose();
    const pageErrors: string[] = [];
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + job.limits.timeMs));
    for (let i = 0; i < scripts.length; i++) {
      const [value, error] = evaluate(ctx, scripts[i], `script-${i + 1}.js`);
      value?.dispose();
      if (error) {
        const limit = limitOf(error);
        if (limit === 'time') return { timedOut: true, pageErrors };
        if (limit === 'memory') return { outOfMemory: true, pageErrors };
        pageErrors.push(`${error.name ? `${error.name}: ` : ''}${error.message}`);
      }
      runtime.executePendingJobs();
    }
    const fired = ctx.callFunction(fireFn, ctx.undefined);
    if (fired.error) {
      const limit = limitOf(errorInfo(ctx, fired.error));
      if (limit === 'time') return { timedOut: true, pageErrors };
      if (limit === 'memory') return { outOfMemory: true, pageErrors };
    } else fired.value.dispose();
    runtime.executePendingJobs();
    const judged = ctx.callFunction(judgeFn, ctx.undefined, runner, checkValue);
    if (judged.error) {
      const info = errorInfo(ctx, judged.error);
      const limit = limitOf(info);
      if (limit === 'time') return { timedOut: true, pageErrors };
      if (limit === 'memory') return { outOfMemory: true, pageErrors };
      // A thrown object without a message is shown as its JSON (String() of it read "[object Object]").
      return { result: { failures: [], broken: String(info.message ?? JSON.stringify(info)) }, pageErrors };
    }
    const text = take(ctx, judged.value);
    try {
      const result = JSON.parse(String(text)) as SandboxOutcome['result'];
      return { result: result ?? { failures: [], broken: 'no result' }, pageErrors };
    } catch {
      return { result: { failures: [], broken: 'no result' }, pageErrors };
    }
  });
}

async function main() {
  quickjs = await newQuickJSWASMModuleFromVariant(releaseVariant);
  writeMessage({ type: 'ready' });
  for (;;) {
    const message = readMessage<{ id: number; job: SandboxJob }>();
    if (!message) return;
    try {
      const outcome = message.job.kind === 'js' ? runJs(message.job) : runPage(message.job);
      writeMessage({ id: message.id, outcome, replace: dirty });
    } catch (error) {
      writeMessage({ id: message.id, failure: error instanceof Error ? error.message : String(error), replace: true });
    }
    if (dirty) return;
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
