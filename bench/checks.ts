/**
 * Check service benchmark: `npm run bench:checks` (one run; figures, not a test).
 * - Warm Python and JS check latency, p50/p95: in this process (Pyodide and QuickJS as the gateway
 *   ran them before checks moved out) against the sandboxed check service. Goal: the process
 *   boundary adds at most 20 ms at p50 for JS; Python pays for two fresh interpreters per check.
 * - Checks per second per core through the service, many students at once.
 * - Another student's check latency while one student runs 10 endless loops. Goal: < 1 s added.
 */
import os from 'node:os';
import path from 'node:path';
import { loadPyodide } from 'pyodide';
import { newQuickJSWASMModule } from 'quickjs-emscripten';
import { installRuntime, lockDown, runWithCheck, checkSpecOf, type PyodideLike } from '@school/python-runtime';
import { readPythonSources } from '@school/python-runtime/src/sources-node';
import { JS_HARNESS_SOURCE, wrapJsCheck } from '@school/web-checks';
import { createCheckClient } from '../services/code-check/check-client';
import { checkPythonProgram } from '../services/code-check/python/python-verifier';
import { checkJsProgram } from '../services/code-check/js/js-verifier';

const PY_CODE = 'def area(w, h):\n    return w * h\nprint(area(3, 4))';
const PY_CHECK = 'assert output == "12\\n"\nassert area(2, 5) == 10';
const JS_CODE = 'function sum(a, b) { return a + b; }\nconsole.log(sum(2, 3));';
const JS_CHECK = 'assert(output === "5"); assert(sum(1, 1) === 2);';

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length - 1) * p))];
const ms = (v: number) => `${v.toFixed(1)} ms`;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

async function timed(fn: () => Promise<unknown> | unknown): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function inProcessPython(n: number): Promise<number[]> {
  const indexURL = `${path.dirname(require.resolve('pyodide/package.json'))}/`;
  const py = (await loadPyodide({ indexURL, stdout: () => undefined })) as unknown as PyodideLike;
  installRuntime(py, readPythonSources());
  lockDown(py);
  const spec = checkSpecOf(PY_CHECK);
  const times: number[] = [];
  for (let i = 0; i < n; i++) times.push(await timed(() => runWithCheck(py, PY_CODE, spec)));
  return times;
}

async function inProcessJs(n: number): Promise<number[]> {
  const quickjs = await newQuickJSWASMModule();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    times.push(
      await timed(() => {
        const runtime = quickjs.newRuntime();
        const ctx = runtime.newContext();
        const source = `const __h = (${JS_HARNESS_SOURCE})(globalThis);\n${JS_CODE}\n(${wrapJsCheck(JS_CHECK)})(__h.assert, __h.output(), __h.logs);`;
        const result = ctx.evalCode(source);
        if (result.error) result.error.dispose();
        else result.value.dispose();
        ctx.dispose();
        runtime.dispose();
      }),
    );
  }
  return times;
}

async function main() {
  const cores = os.cpus().length;
  console.log(`Check service benchmark (one run, ${cores} cores)`);
  const client = createCheckClient();
  const startT = await timed(() => client.warm());
  console.log(`check service start (sandbox root, snapshot if missing, warm interpreters): ${ms(startT)}`);
  await checkPythonProgram(client, PY_CODE, PY_CHECK, '', 'warmup');
  await checkJsProgram(client, JS_CODE, JS_CHECK, 'warmup');

  const pyBefore = await inProcessPython(15);
  const jsBefore = await inProcessJs(30);
  const pyAfter: number[] = [];
  for (let i = 0; i < 15; i++) {
    await sleep(1500); // warm spares are ready again, as for a class that checks now and then
    pyAfter.push(await timed(() => checkPythonProgram(client, PY_CODE, PY_CHECK, '', `s${i}`)));
  }
  const jsAfter: number[] = [];
  for (let i = 0; i < 30; i++) jsAfter.push(await timed(() => checkJsProgram(client, JS_CODE, JS_CHECK, `s${i}`)));
  const line = (label: string, before: number[], after: number[], goal?: number) => {
    const added = pct(after, 0.5) - pct(before, 0.5);
    console.log(
      `${label}: in process p50 ${ms(pct(before, 0.5))} p95 ${ms(pct(before, 0.95))}; check service p50 ${ms(pct(after, 0.5))} p95 ${ms(pct(after, 0.95))}; added p50 ${ms(added)}${goal !== undefined ? ` (goal <= ${goal} ms: ${added <= goal ? 'met' : 'NOT met'})` : ''}`,
    );
  };
  line('Python warm check', pyBefore, pyAfter);
  line('JS warm check', jsBefore, jsAfter, 20);

  for (const [label, run, count] of [
    ['Python', (i: number) => checkPythonProgram(client, PY_CODE, PY_CHECK, '', `many${i}`), 20],
    ['JS', (i: number) => checkJsProgram(client, JS_CODE, JS_CHECK, `many${i}`), 100],
  ] as const) {
    const total = await timed(() => Promise.all(Array.from({ length: count }, (_, i) => run(i))));
    console.log(`${label}: ${count} checks from ${count} students at once in ${ms(total)}: ${((count / (total / 1000)) / cores).toFixed(2)} checks/s per core`);
  }

  await sleep(3000);
  const idle: number[] = [];
  for (let i = 0; i < 5; i++) {
    await sleep(700);
    idle.push(await timed(() => checkPythonProgram(client, PY_CODE, PY_CHECK, '', 'other')));
  }
  const loops = Array.from({ length: 10 }, () => checkPythonProgram(client, 'while True:\n    pass', 'assert True', '', 'looper'));
  const loaded: number[] = [];
  for (let i = 0; i < 5; i++) {
    await sleep(700);
    loaded.push(await timed(() => checkPythonProgram(client, PY_CODE, PY_CHECK, '', 'other')));
  }
  const refused = (await Promise.all(loops)).filter((v) => 'status' in v && v.status === 429).length;
  const added = pct(loaded, 0.5) - pct(idle, 0.5);
  console.log(
    `another student's Python check while one student runs 10 endless loops (${refused} of them refused with 429): p50 ${ms(pct(loaded, 0.5))} against ${ms(pct(idle, 0.5))} idle, added ${ms(added)} (goal < 1000 ms: ${added < 1000 ? 'met' : 'NOT met'})`,
  );
  await client.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
