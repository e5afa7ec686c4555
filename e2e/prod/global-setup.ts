/**
 * Starts `npm run start:prod --compare-doors` (node scripts/start-prod.mjs: builds what is not
 * built, then the whole topology with bench:prod's two extra front doors for front-doors.spec) and
 * waits for its "ready" line; the teardown it returns sends Ctrl+C (SIGINT) and checks that every
 * process of the run is gone.
 */
import { spawn } from 'node:child_process';
import { alive, readRun, ROOT } from './run';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Every virtual student of these tests comes from one address (loopback): the per-address login
  // limit, made for a classroom behind one NAT, is raised for the run as bench:prod raises it; a
  // quick machine's soak otherwise logs in more than 300 times a minute and meets 429.
  const env = { ...process.env, FORCE_COLOR: '0', LOGIN_ADDRESS_LIMIT: process.env.LOGIN_ADDRESS_LIMIT ?? '100000' };
  const child = spawn(process.execPath, ['scripts/start-prod.mjs', '--compare-doors'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (d: Buffer) => {
    // eslint-disable-next-line no-control-regex -- the colours of the [school] prefix
    const text = d.toString().replace(/\x1b\[[0-9;]*m/g, '');
    output += text;
    // The run's own progress lines (with their timings): where the start-up time goes.
    for (const line of text.split('\n')) if (line.startsWith('[school]')) console.log(`start:prod ${line}`);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = await Promise.race([
    new Promise<boolean>((resolve) => {
      const timer = setInterval(() => {
        if (!output.includes('[school] ready:')) return;
        clearInterval(timer);
        resolve(true);
      }, 250);
      setTimeout(() => {
        clearInterval(timer);
        resolve(false);
      }, 900_000);
    }),
    exited.then(() => false),
  ]);
  if (!ready) {
    child.kill('SIGINT');
    await exited;
    throw new Error(`start:prod did not get ready:\n${output.slice(-6000)}`);
  }
  const started = Object.values(readRun().processes);
  return async () => {
    // The supervisor restarts what the tests kill: the current ids as well as the first ones.
    const pids = [...new Set([...started, ...Object.values(readRun().processes)])];
    child.kill('SIGINT');
    const code = await exited;
    const until = Date.now() + 10_000;
    while (pids.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    const left = pids.filter(alive);
    if (code !== 0 || left.length > 0) throw new Error(`start:prod exited ${code}, processes left: ${left.join(', ')}\n${output.slice(-4000)}`);
  };
}
