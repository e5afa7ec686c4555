import type { Block } from '@school/scratchjr-engine';
import { addBlock, addToRepeat, clampNumber, defaultBlock, replaceAt } from './project-edit';

const ops = (blocks: Block[]) => blocks.map((b) => b.op);

describe('script edits', () => {
  it('keeps the trigger first and the end block last', () => {
    let s: Block[] = [];
    s = addBlock(s, defaultBlock('moveRight', 'x'));
    s = addBlock(s, defaultBlock('onFlag', 'x'));
    s = addBlock(s, defaultBlock('forever', 'x'));
    s = addBlock(s, defaultBlock('hop', 'x'));
    expect(ops(s)).toEqual(['onFlag', 'moveRight', 'hop', 'forever']);
    s = addBlock(s, defaultBlock('onTap', 'x'));
    s = addBlock(s, defaultBlock('end', 'x'));
    expect(ops(s)).toEqual(['onTap', 'moveRight', 'hop', 'end']);
  });

  it('puts blocks inside a repeat, edits and removes by path', () => {
    let s: Block[] = [defaultBlock('onFlag', 'x'), defaultBlock('repeat', 'x')];
    s = addToRepeat(s, 1, defaultBlock('moveUp', 'x'));
    s = addToRepeat(s, 1, defaultBlock('end', 'x'));
    expect(s[1]).toEqual({ op: 'repeat', n: 4, body: [{ op: 'moveUp', n: 1 }] });
    expect(ops(s)).toEqual(['onFlag', 'repeat', 'end']);
    s = replaceAt(s, [1, 0], { op: 'moveUp', n: 5 });
    expect(s[1]!.body).toEqual([{ op: 'moveUp', n: 5 }]);
    s = replaceAt(s, [1, 0], null);
    expect(s[1]!.body).toEqual([]);
    expect(ops(replaceAt(s, [2], null))).toEqual(['onFlag', 'repeat']);
    expect([clampNumber(-3), clampNumber(250), clampNumber(Number.NaN), clampNumber(4.6)]).toEqual([0, 99, 0, 5]);
  });
});
