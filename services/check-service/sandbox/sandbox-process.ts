import { spawn, type ChildProcess } from 'node:child_process';
import type { Wall } from './wall';

/** A line longer than this breaks the protocol: the process is killed (an output bomb). */
const MAX_LINE = 64 * 1024 * 1024;

export class SandboxGone extends Error {
  constructor(readonly detail: string) {
    super(`sandbox process ended: ${detail}`);
  }
}

/**
 * One process inside the wall, spoken to in newline-delimited JSON on its stdin/stdout. Its stderr
 * is kept (the last 4 KB) for the service's log only; nothing it prints reaches a student.
 */
export class SandboxProcess {
  private readonly child: ChildProcess;
  private buffer = '';
  private readonly messages: unknown[] = [];
  private readonly waiters: { resolve: (m: unknown) => void; reject: (e: Error) => void }[] = [];
  private ended: SandboxGone | null = null;
  private stderrTail = '';
  readonly exited: Promise<void>;

  constructor(wall: Wall, root: string, entry: string, args: string[], heapMb: number) {
    const plan = wall.plan(root, entry, args, heapMb);
    this.child = spawn(plan.file, plan.args, { env: plan.env, cwd: plan.cwd, uid: plan.uid, gid: plan.gid, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout!.setEncoding('utf8');
    this.child.stdout!.on('data', (chunk: string) => this.receive(chunk));
    this.child.stderr!.setEncoding('utf8');
    this.child.stderr!.on('data', (chunk: string) => (this.stderrTail = (this.stderrTail + chunk).slice(-4096)));
    this.child.stdin!.on('error', () => undefined);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.end(new SandboxGone(`exit ${code ?? signal}`));
        resolve();
      });
      this.child.once('error', (error) => {
        this.end(new SandboxGone(error.message));
        resolve();
      });
    });
  }

  get stderr(): string {
    return this.stderrTail;
  }

  private receive(chunk: string) {
    this.buffer += chunk;
    if (this.buffer.length > MAX_LINE) {
      this.kill();
      return;
    }
    let newline = this.buffer.indexOf('\n');
    while (newline >= 0) {
      const line = this.buffer.slice(0, newline);
      this.buffer = this.buffer.slice(newline + 1);
      let message: unknown;
      try {
        message = JSON.parse(line);
      } catch {
        this.kill();
        return;
      }
      const waiter = this.waiters.shift();
      if (waiter) waiter.resolve(message);
      else this.messages.push(message);
      newline = this.buffer.indexOf('\n');
    }
  }

  private end(reason: SandboxGone) {
    if (this.ended) return;
    this.ended = reason;
    for (const waiter of this.waiters.splice(0)) waiter.reject(reason);
  }

  /** The next message; rejects with SandboxGone when the process ends first. */
  next<T>(): Promise<T> {
    const message = this.messages.shift();
    if (message !== undefined) return Promise.resolve(message as T);
    if (this.ended) return Promise.reject(this.ended);
    return new Promise<T>((resolve, reject) => this.waiters.push({ resolve: resolve as (m: unknown) => void, reject }));
  }

  send(message: unknown): void {
    if (this.ended) return;
    this.child.stdin!.write(`${JSON.stringify(message)}\n`);
  }

  get alive(): boolean {
    return !this.ended;
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

/** Runs a process to its end and returns everything it wrote to stdout (the Python snapshot). */
export function collectOutput(wall: Wall, root: string, entry: string, args: string[], heapMb: number, timeoutMs: number): Promise<Buffer> {
  const plan = wall.plan(root, entry, args, heapMb);
  return new Promise((resolve, reject) => {
    const child = spawn(plan.file, plan.args, { env: plan.env, cwd: plan.cwd, uid: plan.uid, gid: plan.gid, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4096)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(chunks));
      else reject(new Error(`${entry} exited with ${code}: ${stderr}`));
    });
  });
}
