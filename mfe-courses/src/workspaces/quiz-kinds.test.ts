import type { TaskDto } from '@school/contracts';
import { buyHint, fillIsCorrect, matchIsCorrect, parseFill, readConfig, shuffled, sortIsCorrect } from './quiz-kinds';

describe('quiz kinds', () => {
  it('reads the config window and survives broken JSON', () => {
    const task = { taskText: [{ windowId: 12, text: '{"items":["a"]}' }] } as TaskDto;
    expect(readConfig(task)).toEqual({ items: ['a'] });
    expect(readConfig({ taskText: [{ windowId: 12, text: '{' }] } as TaskDto)).toBeNull();
  });
  it('checks matches', () => {
    const config = { pairs: [{ left: 'a', right: '1' }, { left: 'b', right: '2' }] };
    expect(matchIsCorrect(config, { a: '1', b: '2' })).toBe(true);
    expect(matchIsCorrect(config, { a: '2', b: '1' })).toBe(false);
  });
  it('parses and checks gaps with alternatives, case and ё', () => {
    const parts = parseFill({ text: 'Команда [[print]] и [[ёж|еж]].' });
    expect(parts.map((p) => p.kind)).toEqual(['text', 'gap', 'text', 'gap', 'text']);
    expect(fillIsCorrect(parts, [' Print ', 'ЕЖ'])).toBe(true);
    expect(fillIsCorrect(parts, ['input', 'еж'])).toBe(false);
  });
  it('checks order, shuffles deterministically and charges hints', () => {
    expect(sortIsCorrect({ items: ['a', 'b'] }, ['a', 'b'])).toBe(true);
    expect(sortIsCorrect({ items: ['a', 'b'] }, ['b', 'a'])).toBe(false);
    expect(shuffled([1, 2, 3, 4], 7)).toEqual(shuffled([1, 2, 3, 4], 7));
    expect([...shuffled([1, 2, 3, 4], 7)].sort()).toEqual([1, 2, 3, 4]);
    expect(buyHint(10, { coinsPerWord: 2, hintPrice: 5 })).toBe(5);
    expect(buyHint(4, { coinsPerWord: 2, hintPrice: 5 })).toBeNull();
  });
});
