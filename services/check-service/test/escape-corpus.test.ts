import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TPython } from '@school/contracts/src/texts-python';
import { createCheckClient, type CheckClient } from '../../code-check/check-client';
import { checkPythonProgram } from '../../code-check/python/python-verifier';
import { checkJsProgram } from '../../code-check/js/js-verifier';
import { checkPage } from '../../code-check/js/page-verifier';

/**
 * What a curious 14-year-old tries first: programs that go after the server's secrets, files,
 * processes and network, forge their verdict, leave state for the next student, or bring the
 * service down. The canary secret sits in this process's environment (the gateway's place) and in
 * a data folder beside it; no program's output, error, line or verdict may depend on it.
 */
const CANARY = `canary-${Math.random().toString(36).slice(2)}-secret`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-canary-'));
let client: CheckClient;
const saved = { JWT_SECRET: process.env.JWT_SECRET, DATA_DIR: process.env.DATA_DIR, AI_API_KEY: process.env.AI_API_KEY };

beforeAll(async () => {
  writeFileSync(path.join(dataDir, 'jwt-secret'), CANARY);
  writeFileSync(path.join(dataDir, 'school.sqlite'), `SQLite format 3 ${CANARY}`);
  Object.assign(process.env, { JWT_SECRET: CANARY, DATA_DIR: dataDir, AI_API_KEY: CANARY });
  client = createCheckClient();
  await client.warm();
}, 300_000);

afterAll(async () => {
  await client.close();
  rmSync(dataDir, { recursive: true, force: true });
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

/** Every place the school's secrets are: none may be read, listed or changed from a sandbox. */
const secretPaths = () => [path.join(dataDir, 'jwt-secret'), path.join(dataDir, 'school.sqlite'), dataDir, '/proc/1/environ', '/proc/self/environ', `/proc/${process.pid}/environ`, '/etc/shadow', '/root', path.join(process.cwd(), 'services', 'core', 'config.ts')];

// Each program prints whatever it could reach; the check then fails with that output as its
// message, so anything learned would show in the verdict.
const leakCheck = 'assert False, "OUT:" + output';

const pythonAttacks: [string, string][] = [
  ['environment', 'import os\nprint(dict(os.environ))\nprint(os.getenv("JWT_SECRET"))'],
  ['files of the school', `for p in ${JSON.stringify(secretPaths())}:\n    try:\n        print(open(p).read()[:200])\n    except Exception as e:\n        print(type(e).__name__)`],
  ['listing folders', `import os\nfor p in ["/", "/proc", "/home", ${JSON.stringify(dataDir)}, "/work", "/tmp"]:\n    try:\n        print(p, os.listdir(p))\n    except Exception as e:\n        print(p, type(e).__name__)`],
  ['sys.modules surgery then js', 'import sys\nfor n in list(sys.modules):\n    if sys.modules[n] is None: del sys.modules[n]\nimport js\nprint(js.process.env.JWT_SECRET)'],
  ['pyodide_js FS.mount NODEFS', `import sys\nfor n in list(sys.modules):\n    if sys.modules[n] is None: del sys.modules[n]\nimport pyodide_js\nFS = pyodide_js.FS\nFS.mkdirTree("/host")\nFS.mount(FS.filesystems.NODEFS, {"root": ${JSON.stringify(dataDir)}}, "/host")\nprint(open("/host/jwt-secret").read())`],
  ['importlib', 'import importlib, sys\nsys.modules.pop("js", None)\nm = importlib.import_module("js")\nprint(m.process.env)'],
  ['__import__', 'm = __import__("pyodide_js")\nprint(m.FS.readdir("/"))'],
  ['_pyodide_core', 'import _pyodide_core\nprint(dir(_pyodide_core))\nx = _pyodide_core.to_js({})\nprint(x.constructor.constructor("return process.env")())'],
  ['ctypes emscripten_run_script', 'import sys\nsys.modules.pop("ctypes", None); sys.modules.pop("_ctypes", None)\nimport ctypes\nlib = ctypes.CDLL(None)\nlib.emscripten_run_script_string.restype = ctypes.c_char_p\nprint(lib.emscripten_run_script_string(b"JSON.stringify(process.env)"))'],
  ['js.eval child_process', 'import sys\nfor n in list(sys.modules):\n    if sys.modules[n] is None: del sys.modules[n]\nimport js\nprint(js.eval("process.getBuiltinModule(\'child_process\').execSync(\'id\').toString()"))'],
  ['gc fishing for proxies', 'import gc\nfound = [o for o in gc.get_objects() if "JsProxy" in type(o).__name__ or "JsProxy" in str(type(o))]\nprint(len(found))\nfor o in found[:5]:\n    try:\n        print(o.constructor.constructor("return process.env")())\n    except Exception as e:\n        print(type(e).__name__)'],
  ['meta_path finder', 'import sys\nclass F:\n    def find_spec(self, name, path=None, target=None):\n        return None\nsys.meta_path.insert(0, F())\nimport sys as s2\nprint([type(f).__name__ for f in sys.meta_path])\nimport pyodide_js\nprint(pyodide_js)'],
  ['subprocess', 'import subprocess\nprint(subprocess.run(["id"], capture_output=True).stdout)'],
  ['os.system and fork', 'import os\nprint(os.system("id"))\nprint(os.fork())'],
  ['sockets', 'import socket\ns = socket.socket()\ns.connect(("127.0.0.1", 3000))\nprint(s.recv(100))'],
  ['http request', 'import urllib.request\nprint(urllib.request.urlopen("http://127.0.0.1:3000/api/health").read())'],
  ['pyfetch', 'from pyodide.http import pyfetch\nprint(pyfetch)'],
  ['threads', 'import threading\nt = threading.Thread(target=print, args=("x",))\nt.start()'],
  ['write into the data folder', `open(${JSON.stringify(path.join(dataDir, 'pwned'))}, "w").write("x")`],
  ['write to the real stdout fd', 'import os\nos.write(1, b\'\\n{"type":"ran","report":{"outcome":{"ok":true},"output":"","given":[],"drawing":[],"names":{}}}\\n{"type":"verdict","verdict":{"status":"pass"}}\\n\')\nprint("done")'],
  ['recursion', 'def f(n):\n    return f(n + 1)\nf(0)'],
  ['memory bomb', 'x = []\nwhile True:\n    x.append(bytearray(50 * 1024 * 1024))'],
  ['output bomb', 'while True:\n    print("x" * 100000)'],
  ['proc self maps and cmdline', 'print(open("/proc/self/cmdline").read())\nprint(open("/proc/self/status").read()[:300])'],
];

describe('Python escapes are contained', () => {
  it.each(pythonAttacks)('%s', async (_name, code) => {
    const verdict = await checkPythonProgram(client, code, leakCheck, '', 'attacker');
    const seen = JSON.stringify(verdict);
    expect(verdict.passed).toBe(false);
    expect(seen).not.toContain(CANARY);
    expect(seen).not.toMatch(/uid=0|root:x:0/);
    expect(verdict).not.toHaveProperty('status', 503);
    expect(readdirSync(dataDir).sort()).toEqual(['jwt-secret', 'school.sqlite']);
  }, 60_000);

  const forgeries: [string, string][] = [
    ['replace the harness check in __main__', 'import __main__, _school_harness\n_school_harness._school_check = lambda *a: \'{"status": "pass"}\'\n__main__._school_check = _school_harness._school_check'],
    ['patch json.dumps', 'import json\njson.dumps = lambda *a, **k: \'{"status": "pass"}\''],
    ['patch builtins used by checks', 'import builtins\nbuiltins.len = lambda x: 3\nbuiltins.AssertionError = KeyError'],
    ['trace function that skips asserts', 'import sys\ndef tr(frame, event, arg):\n    return tr\nsys.settrace(tr)'],
    ['rewrite the program host', 'import program_host\nprogram_host.run_program = lambda *a: "{}"'],
    ['an object equal to everything', 'class Any:\n    def __eq__(self, other): return True\noutput = Any()\nlines = Any()'],
  ];
  // Breaking its own interpreter only breaks the program's own report: never a pass.
  it.each(forgeries)('forging: %s', async (_name, code) => {
    const verdict = await checkPythonProgram(client, code, 'assert output == "42\\n", "нужно 42"', '', 'forger');
    expect(verdict.passed).toBe(false);
    expect(verdict.message).not.toBe(TPython.verdict.brokenCheck);
  }, 60_000);

  it('an endless print loop stops at the output limit with a Russian explanation, even inside try/except Exception', async () => {
    const code = 'while True:\n    try:\n        print("x" * 100000)\n    except Exception:\n        pass';
    const verdict = await checkPythonProgram(client, code, 'assert output == "42\\n"', '', 'printer');
    expect(verdict).toEqual({ passed: false, message: TPython.verdict.programError(TPython.errors.TooMuchOutputError, 3) });
  }, 60_000);

  it('nothing survives from one job to the next', async () => {
    const dirty = 'import builtins, turtle, sys\nbuiltins.LEFT = 1\nturtle.forward = None\nsys.path.insert(0, "/x")\nopen("/tmp/left", "w").write("x")\nprint(42)';
    expect(await checkPythonProgram(client, dirty, 'assert output == "42\\n"', '', 'first')).toEqual({ passed: true });
    const clean = 'import builtins, os, turtle, sys\nprint(hasattr(builtins, "LEFT"), turtle.forward is None, "/x" in sys.path, os.path.exists("/tmp/left"))';
    expect(await checkPythonProgram(client, clean, 'assert output == "False False False False\\n", output', '', 'second')).toEqual({ passed: true });
  }, 60_000);

  it('the sandboxed interpreters are an unprivileged user outside the sandbox too, with an empty environment', async () => {
    const running = checkPythonProgram(client, 'while True:\n    pass', 'assert True', '', 'watched');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const sandboxed = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('python-main.mjs');
        } catch {
          return false;
        }
      });
    expect(sandboxed.length).toBeGreaterThan(0);
    for (const pid of sandboxed) {
      try {
        const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1];
        expect(uid).not.toBe('0');
        expect(readFileSync(`/proc/${pid}/environ`, 'utf8')).not.toContain(CANARY);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && (error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
    await running;
  }, 60_000);

  it('the check text never reaches the student: a broken check says only that it is broken', async () => {
    const verdict = await checkPythonProgram(client, 'print(1)', 'SECRET_CHECK_TEXT = 1\nassert nothing_here', '', 'peek');
    expect(JSON.stringify(verdict)).not.toContain('SECRET_CHECK_TEXT');
  }, 60_000);
});

const jsAttacks: [string, string][] = [
  ['std and os modules', 'import("std").then(s => console.log(s.getenviron()))'],
  ['os via static import', 'import * as os from "os"; console.log(os.getcwd())'],
  ['Function constructor to the host', 'console.log(typeof Function("return this")().process, typeof require, typeof process)'],
  ['host globals', 'console.log(Object.getOwnPropertyNames(globalThis).join(","))'],
  ['override JSON.stringify', 'JSON.stringify = () => "{}"; console.log("x")'],
  ['override Array.prototype.join', 'Array.prototype.join = () => "HELLO"; console.log("x")'],
  ['override Object.keys and String.prototype.includes', 'try { Object.keys = () => []; String.prototype.includes = () => true } catch (e) {} console.log("x")'],
  ['pollute Object.prototype', 'try { Object.prototype.passed = true; Object.prototype.__assert = false } catch (e) {} console.log("x")'],
  ['replace console and assert', 'globalThis.assert = () => {}; console = { log() {} }; console.log("HELLO")'],
  ['throw a fake assertion', 'throw { __assert: false, passed: true }'],
  ['endless loop', 'while (true) {}'],
  ['endless promise chain', 'const f = () => Promise.resolve().then(f); f()'],
  ['huge allocation', 'const a = []; while (true) a.push(new Array(1e6).fill(1))'],
  ['huge string', 'let s = "x"; while (true) s += s'],
  ['deep recursion', 'const f = (n) => f(n + 1) + 1; f(0)'],
];

describe('JavaScript escapes are contained', () => {
  it.each(jsAttacks)('%s', async (_name, program) => {
    const verdict = await checkJsProgram(client, program, 'assert(output === "HELLO", "нужно HELLO");', 'js-attacker');
    expect(verdict.passed).toBe(false);
    expect(JSON.stringify(verdict)).not.toContain(CANARY);
    expect(verdict).not.toHaveProperty('status', 503);
  }, 60_000);

  it('a subclass of Error and own toString still work in the hardened realm', async () => {
    const program = 'class Oops extends Error { constructor(m) { super(m); this.name = "Oops"; } }\nconst o = { toString() { return "o" } };\no.valueOf = () => 1;\ntry { throw new Oops("x") } catch (e) { console.log(e.name + ":" + String(o)) }';
    expect(await checkJsProgram(client, program, 'assert(output === "Oops:o", output);', 'js-kid')).toEqual({ passed: true });
  }, 60_000);
});

describe('web pages cannot forge their check', () => {
  const page = (js: string, html = '<p>x</p>') => ({ html, css: '', js });
  it.each([
    ['JSON.stringify replaced', `JSON.stringify = function () { return '{"failures":[],"broken":null}'; };`],
    ['DOM API rewritten', 'try { Element.prototype.matches = () => true; document.querySelectorAll = () => [document.body]; } catch (e) {}'],
    ['Array methods replaced', 'try { Array.prototype.filter = () => []; Array.prototype.some = () => false; } catch (e) {}'],
  ])('%s', async (_name, js) => {
    const verdict = await checkPage(client, page(js), 'exists h1', 'page-forger');
    expect(verdict.passed).toBe(false);
  }, 60_000);

  it('a huge page answers with a verdict, not a server error', async () => {
    const html = `${'<div>'.repeat(20000)}x${'</div>'.repeat(20000)}`;
    const verdict = await checkPage(client, { html, css: '', js: '' }, 'exists h1', 'page-huge');
    expect(verdict.passed).toBe(false);
    expect(verdict).not.toHaveProperty('status', 503);
  }, 120_000);
});

describe('fairness', () => {
  it('ten endless loops from one student do not hold back another student: extra jobs are refused, the other student is answered first', async () => {
    const loops = Array.from({ length: 10 }, () => checkPythonProgram(client, 'while True:\n    pass', 'assert True', '', 'looper'));
    let otherDone = 0;
    const other = checkPythonProgram(client, 'print(42)', 'assert output == "42\\n"', '', 'patient').then((v) => {
      otherDone = Date.now();
      return v;
    });
    const loopEnds: number[] = [];
    const results = await Promise.all(loops.map((p) => p.then((v) => (loopEnds.push(Date.now()), v))));
    expect(await other).toEqual({ passed: true });
    const refused = results.filter((r) => 'status' in r && r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    expect(refused[0].message).toMatch(/[а-я]/);
    // The other student's check finished before most of the looping ones.
    expect(loopEnds.filter((t) => t < otherDone).length).toBeLessThanOrEqual(refused.length + 1);
  }, 120_000);

  it('the service still answers after everything above', async () => {
    expect(await checkPythonProgram(client, 'print(1)', 'assert output == "1\\n"', '', 'after')).toEqual({ passed: true });
    expect(await checkJsProgram(client, 'console.log(1)', 'assert(output === "1");', 'after')).toEqual({ passed: true });
  }, 60_000);
});
