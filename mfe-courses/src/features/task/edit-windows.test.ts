import { changedWindows } from './edit-windows';

describe('changedWindows', () => {
  const stored = [
    { windowId: 1, text: 'Задание' },
    { windowId: 9, text: 'starter' },
    { windowId: 17, text: 'solution' },
  ] as const;

  it('takes only the windows a workspace changed, so its stale copies never overwrite other edits', () => {
    const reported = [
      { windowId: 1, text: 'Задание' },
      { windowId: 9, text: 'starter v2' },
      { windowId: 17, text: 'solution' },
    ] as const;
    expect(changedWindows([...stored], [...reported])).toEqual([{ windowId: 9, text: 'starter v2' }]);
  });

  it('counts a new window only when it has text', () => {
    expect(changedWindows([...stored], [{ windowId: 3, text: '' }])).toEqual([]);
    expect(changedWindows([...stored], [{ windowId: 3, text: 'assert True' }])).toEqual([{ windowId: 3, text: 'assert True' }]);
  });
});
