// Runs inside dist/scratch/editor.html after the scratch-gui bundle (global `GUI`). Mounts the
// editor in Russian with our own asset storage, then loads and exports .sb3 bytes on the host's
// request (postMessage). Only the page that embeds this frame talks to it.
import { loadEditorExtensionsOffline, type EditorExtensionManager } from './editor-extensions';
import { isScratchMessage, type FrameMessage } from './protocol';

interface ScratchVm {
  loadProject(input: ArrayBuffer): Promise<void>;
  saveProjectSb3(): Promise<Blob>;
  on(event: string, fn: () => void): void;
  setCompatibilityMode?(on: boolean): void;
  extensionManager: EditorExtensionManager;
}
type Translate = (message: { id: string; defaultMessage: string }, values?: Record<string, unknown>) => string;
interface StorageAsset { assetId: string; dataFormat: string }
interface ScratchStorage {
  AssetType: Record<string, unknown>;
  DataFormat: Record<string, unknown>;
  builtinHelper: { _store(type: unknown, format: unknown, data: unknown, id: unknown): void };
  addWebStore(types: unknown[], url: (asset: StorageAsset) => string): void;
}
interface GuiGlobal {
  ScratchStorage: new () => ScratchStorage;
  EditorState: new (params: Record<string, unknown>, config: () => unknown) => unknown;
  createStandaloneRoot(state: unknown, el: HTMLElement): { render(props: Record<string, unknown>): void };
  buildDefaultProject(translate?: Translate): { id: string | number; assetType: string; dataFormat: string; data: unknown }[];
  setAppElement(el: HTMLElement): void;
}

const gui = (window as unknown as { GUI: GuiGlobal }).GUI;
const base = new URL('.', location.href).href;
const parentWindow = window.parent;

function post(message: FrameMessage, transfer: Transferable[] = []) {
  // The embedding page's origin is not known in advance (the shell's); the bytes are the
  // student's own project, sent only to the page that embeds this frame.
  parentWindow.postMessage(message, '*', transfer);
}

/** Library and project assets come from our own server only (dist/scratch/library/). */
function createStorage() {
  const storage = new gui.ScratchStorage();
  // The editor's default project (a new Fun Space project); named in Russian once the GUI gives its translator.
  const cacheDefaultProject = (translate?: Translate) => {
    for (const a of gui.buildDefaultProject(translate)) {
      storage.builtinHelper._store(storage.AssetType[a.assetType], storage.DataFormat[a.dataFormat], a.data, a.id);
    }
  };
  cacheDefaultProject();
  const { ImageVector, ImageBitmap, Sound } = storage.AssetType;
  storage.addWebStore([ImageVector, ImageBitmap, Sound], (asset) => `${base}library/${asset.assetId}.${asset.dataFormat}`);
  return {
    scratchStorage: storage,
    getLibraryAssetUrl: (assetId: string, dataFormat: string) => `${base}library/${assetId}.${dataFormat}`,
    setTranslatorFunction: (translate: Translate) => cacheDefaultProject(translate),
    saveProject: () => Promise.reject(new Error('the host saves the project')),
  };
}

let vm: ScratchVm | null = null;
/** The current project's extensions installed without their code (the host names them). */
let missing: string[] = [];
/** Changes made while a project loads are the load itself, not the student's. */
let loading = false;

async function load(sb3: ArrayBuffer) {
  if (!vm) return;
  loading = true;
  missing = [];
  try {
    await vm.loadProject(sb3);
    post({ type: 'scratch:loaded', ok: true, missing });
  } catch (e) {
    console.error('scratch: project load failed', e);
    post({ type: 'scratch:loaded', ok: false, missing: [] });
  } finally {
    setTimeout(() => (loading = false), 0);
  }
}

window.addEventListener('message', (event) => {
  if (event.source !== parentWindow || !isScratchMessage(event.data)) return;
  const msg = event.data;
  if (msg.type === 'scratch:load') void load(msg.sb3);
  else if (msg.type === 'scratch:export' && vm) {
    void vm
      .saveProjectSb3()
      .then((blob) => blob.arrayBuffer())
      .then((sb3) => post({ type: 'scratch:exported', requestId: msg.requestId, sb3 }, [sb3]));
  }
});

const app = document.getElementById('app')!;
gui.setAppElement(app);
const storage = createStorage();
const state = new gui.EditorState({ locale: 'ru' }, () => ({ storage }));
let announced = false;
gui.createStandaloneRoot(state, app).render({
  projectId: '0',
  canSave: false,
  canEditTitle: false,
  canShare: false,
  canCreateNew: false,
  canRemix: false,
  showComingSoon: false,
  backpackVisible: false,
  onVmInit: (instance: ScratchVm) => {
    vm = instance;
    loadEditorExtensionsOffline(vm, (id) => {
      console.warn(`scratch: extension ${id} is not available here; its blocks do nothing`);
      if (!missing.includes(id)) missing.push(id);
    });
    vm.on('PROJECT_CHANGED', () => {
      if (!loading) post({ type: 'scratch:changed' });
    });
  },
  // The built-in default project is shown first; from then on the VM takes the host's project.
  onProjectLoaded: () => {
    if (announced) return;
    announced = true;
    post({ type: 'scratch:ready' });
  },
});
