import type { WorkspaceJson } from './blocklyJson';
import { jsonBlock, jsonNumber, jsonOnStart, jsonRepeat, jsonWorkspace } from './blocklyJsonBuilders';
import { checkBlockLimits, countBlocks } from './blockCounter';

const step = () => jsonBlock('game_step');

describe('block counting', () => {
  // A start hat with 2 blocks below it, one of them a repeat holding 1 block; 1 loose block.
  const hatWorkspace: WorkspaceJson = jsonWorkspace([jsonBlock('labirint_start'), step(), jsonRepeat(3, [step()])], [step()]);
  // An on_start block holding a repeat (with a real number block) with 2 blocks inside.
  const nestedWorkspace = jsonWorkspace([
    jsonOnStart([jsonBlock('controls_repeat_ext', { inputs: { TIMES: jsonNumber(2), DO: [step(), step()] } })]),
  ]);

  it('counts every real block, never shadows', () => {
    expect(countBlocks(hatWorkspace, 'all')).toBe(5);
    expect(countBlocks(nestedWorkspace, 'all')).toBe(5);
  });

  it('Labirint: counts the chain below the start block, nested blocks included', () => {
    expect(countBlocks(hatWorkspace, 'chainAfterStart', ['labirint_start'])).toBe(3);
  });

  it('SpaceMixLab: counts the blocks nested in the start block', () => {
    expect(countBlocks(nestedWorkspace, 'nestedInStart')).toBe(4);
  });

  it('falls back to every block when there is no start block', () => {
    const workspace = jsonWorkspace([step(), step()]);
    expect(countBlocks(workspace, 'chainAfterStart', ['labirint_start'])).toBe(2);
    expect(countBlocks(workspace, 'nestedInStart')).toBe(2);
    expect(countBlocks({}, 'all')).toBe(0);
  });
});

describe('block limits (spec 4.1)', () => {
  it('refuses more blocks than maximumBlocks with the command-limit text', () => {
    expect(checkBlockLimits(7, { maximumBlocks: 5 })).toBe('Превышен лимит команд (7/5)');
  });

  it('refuses more blocks than the blocks value', () => {
    expect(checkBlockLimits(4, { blocks: 3 })).toBe('Превышен лимит блоков');
  });

  it('allows counts up to the limit, and no limit at 0', () => {
    expect(checkBlockLimits(5, { maximumBlocks: 5, blocks: 5 })).toBeNull();
    expect(checkBlockLimits(500, { maximumBlocks: 0, blocks: 0 })).toBeNull();
    expect(checkBlockLimits(500, {})).toBeNull();
  });
});
