import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { installRuntime, type PyodideLike } from '../runner';
import { readPythonSources } from '../sources-node';
import type { RunOutcome, TurtleOp } from '../protocol';

type Command = { op: 'mkdirTree'; path: string } | { op: 'writeFile'; path: string; data: string } | { op: 'run'; code: string };
type Answer = { ok: true; value: string | null } | { ok: false; error: string };

/**
 * Our Python runtime (turtle and harness) in a real Pyodide for Node tests. Pyodide runs in a child
 * process because Jest cannot load its ES modules; the runtime is installed by the same
 * installRuntime the browser worker and the check service use, its calls replayed in the child.
 */
export class NodePython {
  private child: ChildProcessWithoutNullStreams;
  private waiting: ((answer: Answer) => void)[] = [];
  private ready: Promise<void>;

  constructor() {
    const root = path.resolve(__dirname, '../../../..');
    this.child = spawn(process.execPath, [path.join(__dirname, 'pyodide-child.mjs'), path.join(root, 'node_modules/pyodide/')], { cwd: root });
    const lines = readline.createInterface({ input: this.child.stdout });
    this.ready = new Promise((resolve, reject) => {
      this.child.once('exit', (code) => reject(new Error(`pyodide exited: ${code}`)));
      lines.once('line', () => {
        lines.on('line', (line) => this.waiting.shift()?.(JSON.parse(line) as Answer));
        resolve();
      });
    });
  }

  private send(command: Command): Promise<Answer> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.child.stdin.write(`${JSON.stringify(command)}\n`);
    });
  }

  /** Starts Python and installs the turtle module and the harness. */
  async start(): Promise<void> {
    await this.ready;
    const commands: Command[] = [];
    const recorder: PyodideLike = {
      runPython: (code) => void commands.push({ op: 'run', code }),
      globals: { get: () => undefined },
      FS: { mkdirTree: (p) => void commands.push({ op: 'mkdirTree', path: p }), writeFile: (p, data) => void commands.push({ op: 'writeFile', path: p, data }) },
    };
    installRuntime(recorder, readPythonSources());
    for (const command of commands) {
      const answer = await this.send(command);
      if (!answer.ok) throw new Error(answer.error);
    }
  }

  /** Runs Python statements in the interpreter's globals; the value of the last expression, as str. */
  async python(code: string): Promise<string | null> {
    const answer = await this.send({ op: 'run', code });
    if (!answer.ok) throw new Error(answer.error);
    return answer.value;
  }

  /** A Python expression's value read back as JSON. */
  async json<T>(expression: string): Promise<T> {
    return JSON.parse((await this.python(`import json as _j\n_j.dumps(${expression})`)) ?? 'null') as T;
  }

  /** Runs a program as the workspace does; its outcome and its drawing log. */
  async run(code: string, inputs: string[] = []): Promise<{ outcome: RunOutcome; ops: TurtleOp[] }> {
    const outcome = JSON.parse((await this.python(`_school_run(${JSON.stringify(code)}, ${JSON.stringify(JSON.stringify(inputs))})`)) ?? '{}') as RunOutcome;
    const ops = JSON.parse((await this.python('_school_drawing_json()')) ?? '[]') as TurtleOp[];
    return { outcome, ops };
  }

  stop() {
    this.child.kill();
  }
}
