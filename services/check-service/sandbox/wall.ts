import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readlinkSync, realpathSync } from 'node:fs';

/**
 * The operating-system wall around every sandboxed process.
 * - `bubblewrap`: new user, PID, network, IPC, UTS and cgroup namespaces; uid 65534 inside and
 *   outside (never root, even when the service is); an empty environment; a read-only file system
 *   of /usr (and its /lib, /bin links), the node binary and the sandbox root; private /proc,
 *   minimal /dev, a small /tmp; no network but loopback.
 * - `process`: where no namespace sandbox starts: a plain child under the unprivileged uid 65534
 *   when the service is root, with an empty environment. Weaker (no network or PID isolation):
 *   said at start, and refused with NODE_ENV=production unless CHECK_ALLOW_WEAK_SANDBOX=1.
 * Inside either, Node's permission model limits reads to the sandbox root and forbids child
 * processes, workers and native addons, and code generation from strings is off.
 */
export type WallKind = 'bubblewrap' | 'process';

export interface SpawnPlan {
  file: string;
  args: string[];
  env: Record<string, string>;
  uid?: number;
  gid?: number;
  cwd: string;
}

export interface Wall {
  kind: WallKind;
  /** The command that runs `node <entry> ...args` inside the wall with the sandbox root at `root`. */
  plan(root: string, entry: string, args: string[], heapMb: number): SpawnPlan;
}

const NOBODY = 65534;
const BWRAP = ['/usr/bin/bwrap', '/bin/bwrap'].find((file) => existsSync(file));
const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'].find((file) => existsSync(file));
/** Where the root appears inside bubblewrap. */
const INSIDE = '/sandbox';

function nodeFlags(root: string, heapMb: number): string[] {
  return [
    '--experimental-permission',
    `--allow-fs-read=${root}/`,
    '--disallow-code-generation-from-strings',
    '--no-warnings',
    `--max-old-space-size=${heapMb}`,
  ];
}

/** CPU seconds, open files, file size and core dumps, inherited by everything in the sandbox. */
function withLimits(command: string[]): string[] {
  if (!PRLIMIT) return command;
  return [PRLIMIT, '--cpu=120', '--nofile=256', '--fsize=8388608', '--core=0', '--', ...command];
}

function systemBinds(): string[] {
  const args = ['--ro-bind', '/usr', '/usr'];
  for (const dir of ['/lib', '/lib64', '/bin', '/sbin']) {
    if (!existsSync(dir)) continue;
    if (lstatSync(dir).isSymbolicLink()) args.push('--symlink', readlinkSync(dir), dir);
    else args.push('--ro-bind', dir, dir);
  }
  const node = realpathSync(process.execPath);
  if (!node.startsWith('/usr/')) args.push('--ro-bind', node, node);
  return args;
}

/** Namespaces, identity and the read-only system view, shared by the probe and every sandbox. */
function bubblewrapBase(): string[] {
  return [
    BWRAP!,
    '--unshare-all',
    '--die-with-parent',
    '--new-session',
    '--clearenv',
    '--uid', String(NOBODY),
    '--gid', String(NOBODY),
    '--hostname', 'sandbox',
    ...systemBinds(),
    '--proc', '/proc',
    '--dev', '/dev',
    '--size', String(4 * 1024 * 1024),
    '--tmpfs', '/tmp',
  ];
}

/**
 * bubblewrap started by root maps the sandbox's uid 65534 to root outside; started by an
 * unprivileged user it maps to that user. So a root service starts it as 65534 (nobody).
 */
const outsideUser = (): { uid?: number; gid?: number } => (process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : {});

export function bubblewrapWall(): Wall {
  const node = realpathSync(process.execPath);
  const base = bubblewrapBase();
  return {
    kind: 'bubblewrap',
    plan(root, entry, args, heapMb) {
      const command = [
        ...base,
        '--ro-bind', root, INSIDE,
        '--chdir', INSIDE,
        '--',
        node,
        ...nodeFlags(INSIDE, heapMb),
        `${INSIDE}/${entry}`,
        ...args.map((arg) => arg.split(root).join(INSIDE)),
      ];
      const [file, ...rest] = withLimits(command);
      return { file, args: rest, env: {}, cwd: '/', ...outsideUser() };
    },
  };
}

export function processWall(): Wall {
  const node = realpathSync(process.execPath);
  const root = process.getuid?.() === 0;
  return {
    kind: 'process',
    plan(rootDir, entry, args, heapMb) {
      const [file, ...rest] = withLimits([node, ...nodeFlags(rootDir, heapMb), `${rootDir}/${entry}`, ...args]);
      return { file, args: rest, env: {}, cwd: rootDir, ...(root ? { uid: NOBODY, gid: NOBODY } : {}) };
    },
  };
}

/** True when a bubblewrap sandbox starts here and runs node (user namespaces may be off in containers). */
export function bubblewrapWorks(): boolean {
  if (!BWRAP || process.platform !== 'linux') return false;
  const [file, ...args] = [...bubblewrapBase(), '--', realpathSync(process.execPath), '-e', '0'];
  const probe = spawnSync(file, args, { env: {}, timeout: 15000, stdio: 'ignore', ...outsideUser() });
  return probe.status === 0;
}

export interface WallChoice {
  wall: Wall;
  /** One line for the log: which wall, and why when it is the weak one. */
  note: string;
}

/**
 * `CHECK_SANDBOX=bubblewrap|process|auto` (auto by default). In production the weak wall is refused
 * unless explicitly allowed.
 */
export function chooseWall(options: { wanted?: string; production: boolean; allowWeak: boolean }): WallChoice {
  const wanted = options.wanted || 'auto';
  if (wanted !== 'process' && bubblewrapWorks()) return { wall: bubblewrapWall(), note: 'checks run in bubblewrap sandboxes (namespaces, uid 65534, no network, read-only files)' };
  if (wanted === 'bubblewrap') throw new Error('CHECK_SANDBOX=bubblewrap, but bubblewrap cannot start here (is the bubblewrap package installed and are user namespaces allowed?)');
  if (options.production && !options.allowWeak) {
    throw new Error('No namespace sandbox (bubblewrap) is available: refusing to run student code in production. Install bubblewrap, or set CHECK_ALLOW_WEAK_SANDBOX=1 to accept the weaker process wall.');
  }
  return {
    wall: processWall(),
    note: 'WARNING: bubblewrap is not available; checks run as separate processes (uid 65534 when started as root, empty environment, Node permission model) without network or PID isolation',
  };
}
