/**
 * Runs programs in the workspace's Python as Node runs it (Pyodide with our turtle and harness,
 * runner.ts's runProgram): reads [{ code, inputs }] as JSON on stdin, writes [{ stdout, outcome }]
 * as JSON on stdout. A child process of its own, because Jest's module sandbox cannot load Pyodide.
 */
import { readFileSync } from 'node:fs';
import { loadPyodide } from 'pyodide';
import { installRuntime, runProgram, type PyodideLike } from './runner';
import { readPythonSources } from './sources-node';
import type { RunOutcome } from './protocol';

export interface CorpusJob {
  code: string;
  inputs: string[];
}

export interface CorpusResult {
  /** What the console shows as program output ('out' events: prompts yes, the echo of input no). */
  stdout: string;
  outcome: RunOutcome;
}

async function main() {
  const jobs = JSON.parse(readFileSync(0, 'utf8')) as CorpusJob[];
  const py = (await loadPyodide({ stdout: () => undefined, stderr: () => undefined })) as unknown as PyodideLike;
  installRuntime(py, readPythonSources());
  let stdout: string[] = [];
  const emit = (json: string) => {
    const event = JSON.parse(json) as { t: string; text?: string };
    if (event.t === 'out') stdout.push(event.text ?? '');
  };
  (py.globals.get('_school_set_host') as (emit: unknown) => void)(emit);
  const results: CorpusResult[] = jobs.map(({ code, inputs }) => {
    stdout = [];
    const outcome = runProgram(py, code, inputs);
    return { stdout: stdout.join(''), outcome };
  });
  process.stdout.write(JSON.stringify(results));
}

void main();
