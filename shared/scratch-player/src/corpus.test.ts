import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import type VirtualMachine from 'scratch-vm';
import { extensionNotice, unsupportedExtensionNames } from './extensions';
import { loadExtensionsOnDemand } from './extension-loading';
import { LOAD_STALL_MS, countProjectAssets, progressPercent, readWithProgress, withStallGuard, type LoadProgress } from './load-progress';
import { VM_BUILTIN_EXTENSIONS, type ExtensionClass } from './offline-extensions';

/**
 * The player's corpus (fixtures/corpus, README there) and real children's projects from scratch-parser's
 * test data, run headless in scratch-vm's Node build with the player's own extension loading. The
 * stage itself (WebGL) is the browser's; what decides whether a project loads and runs is here.
 */
const CORPUS = path.resolve(__dirname, '..', 'fixtures', 'corpus');
const corpus = (name: string) => new Uint8Array(readFileSync(path.join(CORPUS, name)));
const { VM_SRC } = require('../rspack.js') as { VM_SRC: string };
/** Shared projects from the Scratch website (CC BY-SA 2.0) that scratch-parser tests with; read from node_modules, not copied. */
const REAL = path.join(VM_SRC, '..', '..', 'scratch-parser', 'test', 'fixtures', 'data');

// scratch-vm's Node build requires scratch-svg-renderer, whose DOMPurify pulls in an ES-module jsdom
// that Jest cannot require. The VM calls it only to draw SVG costumes on a renderer, and a headless
// VM has no renderer: drawing is the browser's part (e2e scratch-player.spec).
// (scratch-vm has its own copy of it; both paths are stubbed, whichever npm laid out.)
const svgRendererStub = () => {
  const noRenderer = () => {
    throw new Error('no renderer in a headless test');
  };
  return { loadSvgString: noRenderer, serializeSvgToString: noRenderer };
};
jest.mock('../../../node_modules/scratch-vm/node_modules/scratch-svg-renderer', () => svgRendererStub());
jest.mock('scratch-svg-renderer', () => svgRendererStub());

// scratch-vm's Node build (its package's "node" export); Storage as the player attaches it.
const VM = require('scratch-vm') as new () => VirtualMachine;
const Storage = require('scratch-storage') as { ScratchStorage?: new () => unknown } & (new () => unknown);

/** The real extension classes from scratch-vm's sources, as the player's lazy chunks give them (a failing require rejects). */
function realExtension(id: string): Promise<ExtensionClass | null> {
  const folder = { text2speech: 'scratch3_text2speech', translate: 'scratch3_translate' }[id];
  return new Promise((resolve) => resolve(folder ? (require(path.join(VM_SRC, 'extensions', folder)) as ExtensionClass) : null));
}

interface Loaded {
  vm: VirtualMachine;
  missing: string[];
}

async function load(bytes: Uint8Array): Promise<Loaded> {
  const vm = new VM();
  const missing: string[] = [];
  loadExtensionsOnDemand(vm, (id) => missing.push(id), realExtension);
  const S = Storage.ScratchStorage ?? Storage;
  vm.attachStorage(new S());
  await withStallGuard(() => vm.loadProject(bytes as never), 20_000);
  return { vm, missing };
}

/** Starts the VM's 30 fps loop, presses the flag and waits until `name` is `value` or `ms` pass. */
async function runUntil(vm: VirtualMachine, name: string, value: unknown, ms = 8000): Promise<unknown> {
  const stage = vm.runtime.getTargetForStage()!;
  const variable = () => Object.values(stage.variables).find((v) => v.name === name)?.value;
  vm.start();
  vm.greenFlag();
  const end = Date.now() + ms;
  while (Date.now() < end && variable() !== value) await new Promise((resolve) => setTimeout(resolve, 20));
  return variable();
}

const variableOf = (vm: VirtualMachine, name: string) => Object.values(vm.runtime.getTargetForStage()!.variables).find((v) => v.name === name)?.value;

describe('Scratch projects from outside scratch-vm', () => {
  let fetchSpy: jest.SpyInstance;
  beforeAll(() => {
    // The translate extension reads the viewer's language from the browser.
    Object.defineProperty(globalThis, 'navigator', { value: { language: 'ru-RU' }, configurable: true });
  });
  beforeEach(() => {
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no outside host in a test'));
  });
  afterEach(() => fetchSpy.mockRestore());

  it('runs a chat-bot with text to speech and translate without their services, and says so only once it runs', async () => {
    const { vm, missing } = await load(corpus('online-extensions-chatbot.sb3'));
    expect(missing.sort()).toEqual(['text2speech', 'translate']);
    // The blocks do nothing: the script goes on at once, translate gives an empty text, no host is asked.
    expect(await runUntil(vm, 'готово', '1')).toBe('1');
    expect(variableOf(vm, 'перевод')).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
    const names = unsupportedExtensionNames(missing);
    expect(names).toEqual(['Текст в речь — нужен внешний сервис', 'Перевести — нужен внешний сервис']);
    // The notice ('Остальной проект работает.') is for a running project only.
    expect(extensionNotice('ready', names)).toEqual(names);
    expect(extensionNotice('failed', names)).toEqual([]);
    expect(extensionNotice('loading', names)).toEqual([]);
    vm.quit?.();
  });

  it('loads a project with an extension scratch-vm does not have (Speech to Text) instead of waiting for it', async () => {
    const started = Date.now();
    const { vm, missing } = await load(corpus('speech-to-text-quiz.sb3'));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(missing).toEqual(['speech2text']);
    expect(await runUntil(vm, 'готово', '1')).toBe('1');
    expect(unsupportedExtensionNames(missing)).toEqual(['Распознавание речи — нужен внешний сервис']);
    expect(unsupportedExtensionNames(['tw'])).toEqual(['Расширение «tw» — здесь его нет']);
    expect(unsupportedExtensionNames(['pen', 'music'])).toEqual([]);
    vm.quit?.();
  });

  it('plays a Scratch 2 music project: Music blocks, a recorded sound and double-resolution bitmaps', () => {
    // In a Node process of its own (fixtures/run-headless.cjs says why): the flag runs to its end.
    const out = execFileSync(process.execPath, [path.join(CORPUS, '..', 'run-headless.cjs'), path.join(CORPUS, 'music-drums.sb2'), 'готово'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 30_000,
    });
    const run = JSON.parse(out.slice(out.indexOf('{"extensions"'))) as {
      extensions: string[];
      targets: { name: string; costumes: { bitmapResolution: number; dataFormat: string }[]; sounds: string[] }[];
      value: unknown;
    };
    expect(run.extensions).toEqual(['music']);
    expect(run.targets.map((t) => t.name)).toEqual(['Stage', 'Барабанщик']);
    expect(run.targets.flatMap((t) => t.costumes)).toEqual([
      { name: 'сцена', dataFormat: 'png', bitmapResolution: 2 },
      { name: 'барабан', dataFormat: 'png', bitmapResolution: 2 },
    ]);
    expect(run.targets[1].sounds).toEqual(['бип']);
    expect(run.value).toBe(1);
    expect(unsupportedExtensionNames(run.extensions)).toEqual([]);
  });

  it('loads a 1.5 MB game of 47 costumes with progress and keeps going while it progresses', async () => {
    jest.setTimeout(60_000);
    const bytes = corpus('large-game-47-costumes.sb3');
    expect(bytes.length).toBeGreaterThan(1_400_000);
    expect(await countProjectAssets(bytes)).toBe(48);
    // The download reports its bytes as they arrive.
    const seen: LoadProgress[] = [];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.slice(at, at + 64 * 1024));
        controller.close();
      },
    });
    const got = await readWithProgress(new Response(body, { headers: { 'content-length': String(bytes.length) } }), (p) => seen.push(p));
    expect(Buffer.compare(Buffer.from(got), Buffer.from(bytes))).toBe(0);
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.at(-1)).toEqual({ stage: 'download', loaded: bytes.length, total: bytes.length });
    expect(seen.map(progressPercent)).toEqual([...seen.map(progressPercent)].sort((a, b) => a - b));
    expect(progressPercent(seen.at(-1)!)).toBe(50);
    expect(progressPercent({ stage: 'assets', done: 24, total: 48 })).toBe(75);
    expect(progressPercent({ stage: 'assets', done: 48, total: 48 })).toBe(100);

    const { vm } = await load(bytes);
    const hero = vm.runtime.targets.find((t) => t.getName() === 'Герой') as unknown as { getCostumes(): unknown[]; currentCostume: number };
    expect(hero.getCostumes()).toHaveLength(47);
    expect(await runUntil(vm, 'готово', '1')).toBe('1');
    expect(hero.currentCostume).toBe(46);
    vm.quit?.();
  });

  it('fails a load only after a minute without progress, however long a progressing one takes', async () => {
    jest.useFakeTimers();
    try {
      // Three minutes in all, a step every 40 s: loads.
      const slow = withStallGuard(async (tick) => {
        for (let i = 0; i < 4; i++) {
          await new Promise((resolve) => setTimeout(resolve, 40_000));
          tick();
        }
        return 'loaded';
      });
      await jest.advanceTimersByTimeAsync(170_000);
      await expect(slow).resolves.toBe('loaded');
      // Stuck after its first step: fails a minute after it.
      const stuck = withStallGuard((tick) => new Promise<never>(() => setTimeout(tick, 5_000)));
      const outcome = stuck.then(() => 'loaded', (e: Error) => e.message);
      await jest.advanceTimersByTimeAsync(5_000 + LOAD_STALL_MS - 1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(outcome).resolves.toBe(`project made no progress for ${LOAD_STALL_MS} ms`);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the list of built-in extensions equal to scratch-vm’s', () => {
    const manager = readFileSync(path.join(VM_SRC, 'extension-support/extension-manager.js'), 'utf8');
    const table = manager.slice(manager.indexOf('const builtinExtensions = {'), manager.indexOf('};', manager.indexOf('const builtinExtensions = {')));
    const ids = [...table.matchAll(/^\s+(\w+): \(\) =>/gm)].map((m) => m[1]);
    expect([...ids].sort()).toEqual([...VM_BUILTIN_EXTENSIONS].sort());
  });

  const realProjects = existsSync(REAL) ? readdirSync(REAL).filter((f) => /^\d+\.sb2$/.test(f)) : [];
  it.each(realProjects)('loads the real Scratch 2 project %s', async (file) => {
    const { vm, missing } = await load(new Uint8Array(readFileSync(path.join(REAL, file))));
    expect(missing).toEqual([]);
    expect(vm.runtime.targets.length).toBeGreaterThan(1);
    vm.quit?.();
  });
});
