/** @jest-environment jsdom */
import * as Blockly from 'blockly/core';
import { registerBlocks } from './register-blocks';
import { applyRepeatLimits, applyStartBlockRule, loadWorkspace, saveWorkspace } from './workspace-content';

// Blockly's Node entry brings its own ES-module jsdom, which jest cannot require: use the browser
// build (the one the page runs) on jest's jsdom. blockly/blocks loads this same file.
jest.mock('blockly/core', () => jest.requireActual(`${require('node:path').dirname(require.resolve('blockly'))}/blockly_compressed.js`));

/** Headless Blockly (no SVG): the same load and start-block rules the task screen applies. */
describe('workspace content (spec 3.1, 4.1)', () => {
  let workspace: Blockly.Workspace;
  beforeAll(() => registerBlocks());
  beforeEach(() => {
    workspace = new Blockly.Workspace();
  });
  afterEach(() => workspace.dispose());

  const types = () => workspace.getAllBlocks(true).map((block) => block.type);
  const forwardUnderStart = JSON.stringify({
    blocks: {
      languageVersion: 0,
      blocks: [{ type: 'on_start', x: 10, y: 10, inputs: { DO: { block: { type: 'labirint3d_forward', next: { block: { type: 'labirint3d_right' } } } } } }],
    },
  });

  it("loads nothing for '1000' and blank text", () => {
    workspace.newBlock('labirint3d_forward');
    expect(loadWorkspace(workspace, '1000')).toBe(true);
    expect(types()).toEqual([]);
    expect(loadWorkspace(workspace, '  ')).toBe(true);
    expect(types()).toEqual([]);
  });

  it('loads Blockly JSON and the XML of older tasks', () => {
    expect(loadWorkspace(workspace, forwardUnderStart)).toBe(true);
    expect(types()).toEqual(['on_start', 'labirint3d_forward', 'labirint3d_right']);
    const xml = '<xml xmlns="https://developers.google.com/blockly/xml"><block type="turtle_pen_up" x="5" y="5"></block></xml>';
    expect(loadWorkspace(workspace, xml)).toBe(true);
    expect(types()).toEqual(['turtle_pen_up']);
  });

  it('clears the workspace when the text cannot be loaded, with a console warning only', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const bad of ['{"blocks":', '<xml><block type="no_such_block"/></xml>', JSON.stringify({ blocks: { languageVersion: 0, blocks: [{ type: 'no_such_block' }] } })]) {
      loadWorkspace(workspace, forwardUnderStart);
      expect(loadWorkspace(workspace, bad)).toBe(false);
      expect(types()).toEqual([]);
    }
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it.each(['Labirint3D', 'SpaceMixLab'] as const)('%s: creates one fixed start block, undeletable and immovable', (game) => {
    applyStartBlockRule(workspace, game);
    const [start] = workspace.getBlocksByType('on_start', false);
    expect(types()).toEqual(['on_start']);
    expect(start.isDeletable()).toBe(false);
    expect(start.isMovable()).toBe(false);
  });

  it('keeps the saved start block with its program and drops extra ones', () => {
    loadWorkspace(workspace, forwardUnderStart);
    workspace.newBlock('on_start');
    applyStartBlockRule(workspace, 'Labirint3D');
    expect(workspace.getBlocksByType('on_start', false)).toHaveLength(1);
    expect(types()).toEqual(['on_start', 'labirint3d_forward', 'labirint3d_right']);
    expect(workspace.getBlocksByType('on_start', false)[0].isDeletable()).toBe(false);
  });

  it.each(['Turtle', 'FlowerDefence', 'Labirint'] as const)('%s: removes the start block but keeps the blocks inside it', (game) => {
    loadWorkspace(workspace, forwardUnderStart);
    applyStartBlockRule(workspace, game);
    expect(types()).toEqual(['labirint3d_forward', 'labirint3d_right']);
    expect(JSON.parse(saveWorkspace(workspace)).blocks.blocks[0].next.block.type).toBe('labirint3d_right');
  });

  it('Labirint: an empty workspace gets its own start hat; other games stay empty', () => {
    applyStartBlockRule(workspace, 'Labirint');
    expect(types()).toEqual(['labirint_start']);
    workspace.clear();
    applyStartBlockRule(workspace, 'Turtle');
    expect(types()).toEqual([]);
  });

  const repeat = (times: number) =>
    JSON.stringify({
      blocks: {
        languageVersion: 0,
        blocks: [
          { type: 'controls_repeat_ext', x: 10, y: 10, inputs: { TIMES: { shadow: { type: 'math_number', fields: { NUM: times } } } } },
          { type: 'controls_repeat', x: 10, y: 200, fields: { TIMES: times } },
        ],
      },
    });
  const counts = () => {
    const [ext] = workspace.getBlocksByType('controls_repeat_ext', false);
    const [plain] = workspace.getBlocksByType('controls_repeat', false);
    return [ext.getInputTargetBlock('TIMES')!.getFieldValue('NUM'), plain.getFieldValue('TIMES')];
  };

  it.each(['Labirint', 'Labirint3D'] as const)('%s: repeat counts are whole numbers 0-10 (spec 5)', (game) => {
    loadWorkspace(workspace, repeat(25));
    applyStartBlockRule(workspace, game);
    expect(counts()).toEqual([10, 10]);
    const field = workspace.getBlocksByType('controls_repeat_ext', false)[0].getInputTargetBlock('TIMES')!.getField('NUM') as Blockly.FieldNumber;
    field.setValue(-3);
    expect(field.getValue()).toBe(0);
    field.setValue(4.6);
    expect(field.getValue()).toBe(5);
  });

  it('a number plugged into a maze repeat later is limited too; other games keep any count', () => {
    loadWorkspace(workspace, repeat(25));
    applyStartBlockRule(workspace, 'Turtle');
    expect(counts()).toEqual([25, 25]);
    const [ext] = workspace.getBlocksByType('controls_repeat_ext', false);
    const number = workspace.newBlock('math_number');
    number.setFieldValue('40', 'NUM');
    ext.getInput('TIMES')!.connection!.connect(number.outputConnection!);
    applyRepeatLimits(workspace, 'Labirint');
    expect(ext.getInputTargetBlock('TIMES')!.getFieldValue('NUM')).toBe(10);
  });
});
