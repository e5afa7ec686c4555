import type VirtualMachine from 'scratch-vm';
import { loadEditorExtensionsOffline, type EditorExtensionManager } from './editor-extensions';

// scratch-vm's Node build requires scratch-svg-renderer, whose DOMPurify pulls in an ES-module jsdom
// Jest cannot require; a headless VM never draws (as in scratch-player's corpus.test.ts).
const svgRendererStub = () => ({ loadSvgString: () => undefined, serializeSvgToString: () => '' });
jest.mock('../../../node_modules/scratch-vm/node_modules/scratch-svg-renderer', () => svgRendererStub());
jest.mock('scratch-svg-renderer', () => svgRendererStub());

const VM = require('scratch-vm') as new () => VirtualMachine;

/** A stage whose script uses Pen (built in) and Face Sensing (an id scratch-vm does not have). */
const project = JSON.stringify({
  targets: [
    {
      isStage: true,
      name: 'Stage',
      variables: {},
      lists: {},
      broadcasts: {},
      blocks: {
        a: { opcode: 'event_whenflagclicked', next: 'b', parent: null, inputs: {}, fields: {}, shadow: false, topLevel: true, x: 0, y: 0 },
        b: { opcode: 'pen_clear', next: 'c', parent: 'a', inputs: {}, fields: {}, shadow: false, topLevel: false },
        c: { opcode: 'faceSensing_whenTilted', next: null, parent: 'b', inputs: {}, fields: {}, shadow: false, topLevel: false },
        // A hat of the unknown extension with a menu input, and a Boolean of it in an `if`.
        h: { opcode: 'faceSensing_whenFaceDetected', next: 'i', parent: null, inputs: { PART: [1, 'm'] }, fields: {}, shadow: false, topLevel: true, x: 0, y: 200 },
        m: { opcode: 'faceSensing_menu_PART', next: null, parent: 'h', inputs: {}, fields: { PART: ['nose', null] }, shadow: true, topLevel: false },
        i: { opcode: 'control_if', next: null, parent: 'h', inputs: { CONDITION: [2, 'f'] }, fields: {}, shadow: false, topLevel: false },
        f: { opcode: 'faceSensing_faceIsDetected', next: null, parent: 'i', inputs: {}, fields: {}, shadow: false, topLevel: false },
        // Names a curious child may try: properties every object has.
        p: { opcode: 'faceSensing___proto__', next: null, parent: null, inputs: { constructor: [1, 'q'] }, fields: {}, shadow: false, topLevel: true, x: 0, y: 400 },
        q: { opcode: 'faceSensing_menu___proto__', next: null, parent: 'p', inputs: {}, fields: { __proto__: ['x', null] }, shadow: true, topLevel: false },
      },
      comments: {},
      currentCostume: 0,
      costumes: [{ assetId: 'cd21514d0531fdffb22204e0ec5ed84a', name: 'фон', md5ext: 'cd21514d0531fdffb22204e0ec5ed84a.svg', dataFormat: 'svg', rotationCenterX: 240, rotationCenterY: 180 }],
      sounds: [],
      volume: 100,
      layerOrder: 0,
    },
  ],
  monitors: [],
  extensions: ['pen', 'faceSensing'],
  meta: { semver: '3.0.0', vm: '0.2.0', agent: '' },
});

/** Fails after `ms`: the VM's own loading waits on an extension worker that never answers. */
const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not loaded in ${ms} ms`)), ms))]);

describe('the Scratch editor’s extension loading', () => {
  it('opens a project using an extension scratch-vm does not have; built-in ones stay the VM’s own', async () => {
    const vm = new VM();
    const missing: string[] = [];
    loadEditorExtensionsOffline(vm as unknown as { extensionManager: EditorExtensionManager }, (id) => missing.push(id));
    await within(vm.loadProject(project as never), 5000);
    expect(missing).toEqual(['faceSensing']);
    const manager = vm.extensionManager as unknown as { isExtensionLoaded(id: string): boolean };
    expect(manager.isExtensionLoaded('pen')).toBe(true);
    expect(manager.isExtensionLoaded('faceSensing')).toBe(true);
    // The student's blocks are kept, the unknown one included, so saving does not lose them.
    const stage = vm.runtime.targets[0] as unknown as { blocks: { getBlock(id: string): { opcode: string } | undefined } };
    expect(stage.blocks.getBlock('c')?.opcode).toBe('faceSensing_whenTilted');
    // The editor draws them: the VM declares each with the shape the project shows.
    const declared = (vm.runtime as unknown as { getBlocksJSON(): unknown[] }).getBlocksJSON() as { type: string; output?: string; previousStatement?: unknown; nextStatement?: unknown; args0?: { name: string }[] }[];
    const of = (type: string) => declared.find((b) => b.type === type);
    expect(of('faceSensing_whenTilted')).toMatchObject({ previousStatement: null, nextStatement: null });
    expect(of('faceSensing_faceIsDetected')?.output).toBe('Boolean');
    expect(of('faceSensing_whenFaceDetected')).toBeDefined();
    expect(of('faceSensing_whenFaceDetected')?.previousStatement).toBeUndefined();
    expect(of('faceSensing_whenFaceDetected')?.args0?.map((a) => a.name)).toEqual(['PART']);
    const info = (vm.runtime as unknown as { _blockInfo: { id: string; menus: { json: { type: string } }[] }[] })._blockInfo;
    expect(info.find((c) => c.id === 'faceSensing')?.menus.map((m) => m.json.type)).toContain('faceSensing_menu_PART');
    // Such a name neither breaks the load (it used to replace the extension's prototype) nor is lost.
    expect(stage.blocks.getBlock('p')?.opcode).toBe('faceSensing___proto__');
    (vm as unknown as { quit?(): void }).quit?.();
  });
});
