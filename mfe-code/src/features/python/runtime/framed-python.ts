import type { FromWorker, ToWorker } from '@school/python-runtime';
import { remoteAssetUrl } from '../../../lib/remote-asset';
import { PYODIDE_OPTIONAL_FILES, PYODIDE_REQUIRED_FILES, pyodideFileUrl } from '../../../lib/pyodide-files';
import { sandboxPageUrl } from '../../../lib/sandbox-page';
import type { PythonWorkerPort, PythonWorkerSource } from './python-session';

/**
 * Python workers inside the remote's sandbox page (python-run.sandbox.html), for Fun Space
 * projects: someone else's program must not run in the school's origin, where it could read the
 * visitor's drafts (IndexedDB) or call the API with the visitor's cookies. The page is framed with
 * sandbox="allow-scripts" (an opaque origin) and served with a policy that allows no connection,
 * so this page fetches the worker script and Pyodide's files (CORS from the remote) and hands the
 * bytes in as Blobs; the frame only starts workers, relays messages and terminates them. The
 * program's output, turtle ops and input requests come back as plain data and are drawn here.
 */

/** The frame's protocol (python-run.sandbox.html repeats these names). */
type ToFrame =
  | { type: 'start'; worker: number; script: Blob }
  | { type: 'post'; worker: number; message: ToWorker }
  | { type: 'terminate'; worker: number };
type FromFrame = { pythonFrameReady: true } | { worker: number; message: FromWorker } | { worker: number; error: string };

/** Nothing is fetched from it: the worker answers Pyodide's requests under it from the files it is given. */
export const FRAMED_INDEX_URL = 'https://pyodide.invalid/';

interface Assets {
  script: Blob;
  files: Record<string, Blob>;
}

async function fetchBlob(url: string, optional = false): Promise<Blob | null> {
  const res = await fetch(url);
  if (res.ok) return res.blob();
  if (optional) return null;
  throw new Error(`${url}: ${res.status}`);
}

/** The worker script and Pyodide's files, fetched once per page (the browser's cache keeps them too). */
async function fetchAssets(): Promise<Assets> {
  const [script, ...blobs] = await Promise.all([
    fetchBlob(remoteAssetUrl('pythonWorker.js')),
    ...PYODIDE_REQUIRED_FILES.map((name) => fetchBlob(pyodideFileUrl(name))),
    ...PYODIDE_OPTIONAL_FILES.map((name) => fetchBlob(pyodideFileUrl(name), true).catch(() => null)),
  ]);
  const files: Record<string, Blob> = {};
  [...PYODIDE_REQUIRED_FILES, ...PYODIDE_OPTIONAL_FILES].forEach((name, i) => {
    const blob = blobs[i];
    if (blob) files[name] = blob;
  });
  return { script: new Blob([script!], { type: 'text/javascript' }), files };
}

type Listener = { message: (message: FromWorker) => void; error: (message: string) => void };

/** One hidden sandbox frame per page, created on first use and kept (its workers stay warm). */
class PythonFrame {
  private readonly frame: HTMLIFrameElement;
  private readonly ready: Promise<{ target: Window; assets: Assets }>;
  private readonly listeners = new Map<number, Listener[]>();
  private nextId = 0;

  constructor() {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.setAttribute('aria-hidden', 'true');
    frame.setAttribute('title', 'python');
    frame.dataset.testid = 'python-sandbox';
    frame.tabIndex = -1;
    frame.style.display = 'none';
    frame.src = sandboxPageUrl('python-run.html');
    this.frame = frame;
    const loaded = new Promise<Window>((resolve) => {
      const onReady = (event: MessageEvent<FromFrame>) => {
        if (event.source !== frame.contentWindow || !event.data || !('pythonFrameReady' in event.data)) return;
        window.removeEventListener('message', onReady);
        resolve(frame.contentWindow!);
      };
      window.addEventListener('message', onReady);
    });
    window.addEventListener('message', (event: MessageEvent<FromFrame>) => this.onFrameMessage(event));
    document.body.appendChild(frame);
    this.ready = Promise.all([loaded, fetchAssets()]).then(([target, assets]) => ({ target, assets }));
    this.ready.catch(() => undefined);
  }

  /** Only the frame's own messages (its origin is opaque, so its window identifies it), and only for a worker still listened to. */
  private onFrameMessage(event: MessageEvent<FromFrame>) {
    if (event.source !== this.frame.contentWindow) return;
    const data = event.data as Partial<{ worker: unknown; message: unknown; error: unknown }> | null;
    if (!data || typeof data.worker !== 'number') return;
    const listeners = this.listeners.get(data.worker);
    if (!listeners) return;
    if (typeof data.error === 'string') for (const l of listeners) l.error(data.error);
    else if (data.message && typeof data.message === 'object' && typeof (data.message as { type?: unknown }).type === 'string') {
      for (const l of listeners) l.message(data.message as FromWorker);
    }
  }

  private send(message: ToFrame) {
    void this.ready.then(({ target }) => target.postMessage(message, '*'));
  }

  start(): PythonWorkerPort {
    const id = ++this.nextId;
    const listeners: Listener[] = [];
    this.listeners.set(id, listeners);
    this.ready.then(
      ({ target, assets }) => {
        if (!this.listeners.has(id)) return;
        const start: ToFrame = { type: 'start', worker: id, script: assets.script };
        const init: ToFrame = { type: 'post', worker: id, message: { type: 'init', indexURL: FRAMED_INDEX_URL, files: assets.files } };
        target.postMessage(start, '*');
        target.postMessage(init, '*');
      },
      (error: unknown) => {
        for (const l of listeners) l.error(error instanceof Error ? error.message : String(error));
      },
    );
    // Sent after start and init: callbacks on one promise run in the order they were added.
    return {
      post: (message) => this.send({ type: 'post', worker: id, message }),
      onMessage: (listener) => listeners.push({ message: listener, error: () => undefined }),
      onError: (listener) => listeners.push({ message: () => undefined, error: listener }),
      terminate: () => {
        this.listeners.delete(id);
        this.send({ type: 'terminate', worker: id });
      },
    };
  }
}

let frame: PythonFrame | null = null;

/** Workers for isolatedPythonSession(): input() cannot block on shared memory across the frame (JSPI or replay instead). */
export function framedWorkers(): PythonWorkerSource {
  return {
    sharedInput: false,
    start() {
      frame ??= new PythonFrame();
      return frame.start();
    },
  };
}
