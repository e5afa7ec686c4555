import JSZip from 'jszip';

/** Where a load is: the file coming in (total null when the server does not say), then its costumes and sounds. */
export type LoadProgress = { stage: 'download'; loaded: number; total: number | null } | { stage: 'assets'; done: number; total: number };

/**
 * A project that makes no progress for this long is reported as failed. A large game (1.5 MB, dozens
 * of costumes) on a slow school computer may need more than a minute in all, and keeps loading as
 * long as bytes arrive or costumes and sounds get ready; a stuck one still fails within the minute.
 */
export const LOAD_STALL_MS = 60_000;

/**
 * Runs `work` with a guard that fails it after `ms` without a tick (the work calls `tick` on every
 * step). The guard never hangs: the returned promise settles with the work or with the stall.
 */
export function withStallGuard<V>(work: (tick: () => void) => Promise<V>, ms = LOAD_STALL_MS): Promise<V> {
  return new Promise<V>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => reject(new Error(`project made no progress for ${ms} ms`)), ms);
    };
    arm();
    work(arm).then(
      (v) => (clearTimeout(timer), resolve(v)),
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes on the work's own rejection (the VM's, JSZip's) unchanged
      (e: unknown) => (clearTimeout(timer), reject(e)),
    );
  });
}

interface Sb2Object { costumes?: unknown[]; sounds?: unknown[]; children?: Sb2Object[] }

/** Costumes and sounds of a project (sb3 targets, or sb2's stage and children); 0 when it cannot be read. */
export async function countProjectAssets(bytes: Uint8Array): Promise<number> {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return 0;
  try {
    const zip = await JSZip.loadAsync(bytes);
    const json = await zip.file('project.json')?.async('string');
    if (!json) return 0;
    const project = JSON.parse(json) as { targets?: Sb2Object[] } & Sb2Object;
    const count = (o: Sb2Object): number => (o.costumes?.length ?? 0) + (o.sounds?.length ?? 0);
    if (Array.isArray(project.targets)) return project.targets.reduce((n, t) => n + count(t), 0);
    return count(project) + (project.children ?? []).reduce((n, c) => n + count(c), 0);
  } catch {
    return 0;
  }
}

/** Reads a response body with a tick per chunk (the download's progress). */
export async function readWithProgress(response: Response, onProgress: (p: LoadProgress) => void): Promise<Uint8Array> {
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let loaded = 0;
  onProgress({ stage: 'download', loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    loaded += value.length;
    onProgress({ stage: 'download', loaded, total });
  }
  const out = new Uint8Array(loaded);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The percentage a progress bar shows: the download is the first half, the costumes and sounds the second. */
export function progressPercent(p: LoadProgress | null): number {
  if (!p) return 0;
  if (p.stage === 'download') return p.total ? Math.min(50, Math.floor((p.loaded / p.total) * 50)) : 0;
  return p.total > 0 ? 50 + Math.min(50, Math.floor((p.done / p.total) * 50)) : 50;
}
