import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import type { CheckLane } from '@school/task-kinds';
import type { JsJobBody, PageJobBody, PythonDrawingBody, PythonJobBody } from '../check-service/schemas';
import type { PythonDrawingOutcome, PythonOutcome, SandboxOutcome } from '../check-service/public';

export type ClientAnswer<T> = { ok: true; value: T } | { ok: false; busy: boolean };

/** Variables the check service may see: its own settings, never the gateway's secrets. */
const PASSED_ON = ['NODE_ENV', 'LOG_LEVEL', 'CHECK_CACHE_DIR', 'CHECK_SANDBOX', 'CHECK_ALLOW_WEAK_SANDBOX', 'CHECK_PYTHON_SPARES', 'CHECK_JS_WORKERS', 'CHECK_PYTHON_TIME_MS', 'CHECK_PYTHON_HEAP_BYTES'];

/** The address in the check service's "listening" line, or undefined for any other line. */
export function listeningAddress(line: string): string | undefined {
  try {
    const parsed = JSON.parse(line) as { listening?: unknown };
    return typeof parsed.listening === 'string' ? parsed.listening : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the check service as a child process (one machine, no CHECK_SERVICE_URL): a separate
 * process with an environment of its own settings only, ended with the gateway.
 */
function startLocalService(): { url: Promise<string>; child: ChildProcess } {
  const env: Record<string, string> = { PATH: '/usr/local/bin:/usr/bin:/bin', CHECK_PORT: '0', CHECK_EXIT_WITH_PARENT: '1' };
  for (const name of PASSED_ON) if (process.env[name]) env[name] = process.env[name]!;
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, '..', 'check-service', 'main.ts')], {
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.on('error', () => undefined);
  const url = new Promise<string>((resolve, reject) => {
    // The line naming the address is the protocol; anything else on stdout (a log line written
    // before it, such as the weak-sandbox warning) is passed on to our stderr, not taken for it.
    let listening: string | undefined;
    createInterface({ input: child.stdout }).on('line', (line) => {
      const address = listening === undefined ? listeningAddress(line) : undefined;
      if (address === undefined) return void process.stderr.write(`${line}\n`);
      listening = address;
      resolve(address);
    });
    child.once('exit', (code) => reject(new Error(`check service exited with ${code}`)));
  });
  url.catch(() => undefined);
  return { url, child };
}

/**
 * The learning domain's way to the check service: CHECK_SERVICE_URL in production, otherwise a
 * local child process started on first use (or by warm()). A service that is down or restarting
 * is started again on the next job.
 */
export function createCheckClient(options: { url?: string } = {}) {
  let local: ReturnType<typeof startLocalService> | null = null;
  let closed = false;

  function base(): Promise<string> {
    if (options.url) return Promise.resolve(options.url.replace(/\/$/, ''));
    if (!local || local.child.exitCode !== null || local.child.signalCode !== null) local = startLocalService();
    return local.url;
  }

  async function post<T>(route: string, body: object): Promise<ClientAnswer<T>> {
    if (closed) throw new Error('check client closed');
    const response = await fetch(`${await base()}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
    if (response.status === 429) return { ok: false, busy: true };
    if (!response.ok) throw new Error(`check service answered ${response.status}`);
    return { ok: true, value: (await response.json()) as T };
  }

  return {
    python: (job: PythonJobBody) => post<PythonOutcome>('/v1/python', job),
    pythonDrawing: (job: PythonDrawingBody) => post<PythonDrawingOutcome>('/v1/python/drawing', job),
    js: (job: JsJobBody) => post<SandboxOutcome>('/v1/js', job),
    page: (job: PageJobBody) => post<SandboxOutcome>('/v1/page', job),
    /**
     * A job for a kind package's lane (`POST /v1/<name>`): `job` as the lane's schema declares it, the
     * answer the lane's outcome, or `{ timedOut: true }` / `{ crashed: true }`; `Outcome` is the lane's to state.
     */
    lane: <Outcome>(lane: Pick<CheckLane, 'name'>, subject: string, job: object) => post<Outcome>(`/v1/${lane.name}`, { subject, ...job }),
    /** Starts the service now and waits for its health (start-up, tests, benchmarks): which wall it uses. */
    async warm(): Promise<{ sandbox: string }> {
      const response = await fetch(`${await base()}/health`, { signal: AbortSignal.timeout(300_000) });
      if (!response.ok) throw new Error(`check service health ${response.status}`);
      return (await response.json()) as { sandbox: string };
    },
    async close(): Promise<void> {
      closed = true;
      if (local && local.child.exitCode === null) {
        const exited = new Promise((resolve) => local!.child.once('exit', resolve));
        local.child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
        if (local.child.exitCode === null) local.child.kill('SIGKILL');
      }
    },
  };
}

export type CheckClient = ReturnType<typeof createCheckClient>;
