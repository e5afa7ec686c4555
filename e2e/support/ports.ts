import { loadRemotes } from '@school/build-config/remotes';

/**
 * e2e servers run on their own ports so a running `npm start` does not collide. E2E_PORT_BASE
 * moves the whole set (shell on the base, each remote at the same offset from it as its declared
 * port from 3000) for parallel runs.
 */
const BASE = Number(process.env.E2E_PORT_BASE ?? 4000);
const DEV_SHELL_PORT = 3000;
/**
 * Browser journeys run in parallel workers (E2E_WORKERS, two by default), each against a gateway
 * and database of its own, so one worker's students never see another's progress. The remotes and
 * the check service are shared: they hold no per-user state. Two workers on the two-core runner:
 * 12.8 min for the whole suite instead of 33 with one (measured). A journey may not rely on what
 * another file left in its database: which files share a worker changes from run to run.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** The gateway (with the shell) of parallel worker `index`: the first on the base port. */
export const gatewayPort = (index: number) => (index === 0 ? BASE : BASE + 90 + index);
export const E2E_GATEWAY_PORTS = Array.from({ length: E2E_WORKERS }, (_, i) => gatewayPort(i));
/** The first gateway: what benchmarks and single-worker tools use. */
export const E2E_SHELL_PORT = gatewayPort(0);
export const E2E_BASE_URL = `http://localhost:${E2E_SHELL_PORT}`;
export const E2E_JWT_SECRET = 'e2e-secret-for-signing-test-tokens-0123456789';
export const E2E_STATE_DIR_NAME = `e2e-${BASE}`;
/**
 * One check service for every gateway of the run (the shared one and the specs' own): each
 * gateway starting its own would load a set of Python interpreters per gateway on two cores.
 */
export const E2E_CHECK_PORT = BASE + 99;
export const E2E_CHECK_SERVICE_URL = `http://127.0.0.1:${E2E_CHECK_PORT}`;

/** Every declared remote (mfe-*\/remote.config.ts) with its e2e port; ordered by port. */
export const E2E_REMOTES = loadRemotes().map((r) => ({
  name: r.name,
  dir: r.dir,
  port: BASE + (r.port - DEV_SHELL_PORT),
  devPort: r.port,
}));
export type RemoteName = string;
/** Ports a spec may use for servers of its own (BASE+50 …+59), moving with the port base. */
export const specPort = (offset: number) => BASE + 50 + offset;
