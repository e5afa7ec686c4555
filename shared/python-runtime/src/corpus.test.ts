import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CorpusJob, CorpusResult } from './corpus-runner';

/**
 * Differential test: our beginner programs (shared/python-runtime/corpus, one .py and its .in)
 * run in the workspace's Python in Node and in CPython 3.11 (python3); stdout must be the same
 * byte for byte, and for an uncaught error so must the traceback's last line. Differences that
 * come from the Python versions (Pyodide's CPython is newer) are listed in
 * corpus/version-differences.json and checked as such, never silently ignored.
 */
const CORPUS = path.join(__dirname, '..', 'corpus');
const python3 = spawnSync('python3', ['-c', 'import sys; print("%d.%d" % sys.version_info[:2])'], { encoding: 'utf8' });
const cpython = python3.status === 0 ? python3.stdout.trim() : null;

interface Program {
  name: string;
  code: string;
  stdin: string;
}

/** A text CPython 3.11 prints and what Pyodide's newer CPython prints instead, with the reason. */
interface VersionDifference {
  cpython: string;
  pyodide: string;
  why: string;
}

const programs: Program[] = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.py'))
  .sort()
  .map((f) => {
    const name = f.slice(0, -3);
    const input = path.join(CORPUS, `${name}.in`);
    return { name, code: readFileSync(path.join(CORPUS, f), 'utf8'), stdin: existsSync(input) ? readFileSync(input, 'utf8') : '' };
  });
const differences = JSON.parse(readFileSync(path.join(CORPUS, 'version-differences.json'), 'utf8')) as Record<string, VersionDifference>;

/** Input lines as the workspace gets them: one answer a line. */
const linesOf = (stdin: string) => (stdin ? stdin.replace(/\n$/, '').split('\n') : []);

function runInPyodide(jobs: CorpusJob[]): CorpusResult[] {
  const run = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'corpus-runner.ts')], {
    input: JSON.stringify(jobs),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 240_000,
  });
  if (run.status !== 0) throw new Error(`corpus runner failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as CorpusResult[];
}

function runInCPython(program: Program): { stdout: string; lastErrorLine: string | null } {
  const run = spawnSync('python3', ['-c', program.code], { input: program.stdin, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', PYTHONIOENCODING: 'utf-8', PYTHONHASHSEED: '0' }, timeout: 20_000 });
  const stderr = run.stderr.trimEnd().split('\n');
  return { stdout: run.stdout, lastErrorLine: run.status === 0 ? null : (stderr.at(-1) ?? '') };
}

const suite = cpython ? describe : describe.skip;
if (!cpython) console.warn('corpus.test.ts: skipped — python3 is not installed, so there is no CPython to compare with.');

suite(`the workspace's Python behaves like CPython ${cpython ?? '(missing)'} on ${programs.length} beginner programs`, () => {
  let results: CorpusResult[] = [];
  beforeAll(() => {
    results = runInPyodide(programs.map((p) => ({ code: p.code, inputs: linesOf(p.stdin) })));
  }, 300_000);

  it('has at least 60 programs, and every listed version difference names one of them', () => {
    expect(programs.length).toBeGreaterThanOrEqual(60);
    for (const name of Object.keys(differences)) expect(programs.map((p) => p.name)).toContain(name);
  });

  it.each(programs.map((p, i) => [p.name, p, i] as const))('%s', (name, program, i) => {
    const ours = results[i];
    const theirs = runInCPython(program);
    const raised = !ours.outcome.ok ? ours.outcome.error : undefined;
    // Python's last traceback line: "Type: message", or the bare type when the message is empty.
    const error = raised ? (raised.message ? `${raised.type}: ${raised.message}` : raised.type) : null;
    const known = differences[name];
    if (known) {
      // The listed difference must really be there, and be the only one.
      expect(`${theirs.stdout}\n${theirs.lastErrorLine ?? ''}`).toContain(known.cpython);
      const translate = (text: string | null) => (text === null ? null : text.split(known.cpython).join(known.pyodide));
      expect({ stdout: ours.stdout, error }).toEqual({ stdout: translate(theirs.stdout), error: translate(theirs.lastErrorLine) });
    } else {
      expect({ stdout: ours.stdout, error }).toEqual({ stdout: theirs.stdout, error: theirs.lastErrorLine });
    }
  });
});
