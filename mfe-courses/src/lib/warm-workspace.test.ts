import { TaskType } from '@school/contracts';
import { typesToWarm } from './warm-workspace';

describe('workspaces warmed ahead', () => {
  it('warms Python once, whatever else the list holds', () => {
    expect(typesToWarm([TaskType.Quiz, TaskType.Python, undefined, TaskType.Python])).toEqual([TaskType.Python]);
  });

  it('warms nothing for a list without a slow workspace', () => {
    expect(typesToWarm([TaskType.Quiz, undefined])).toEqual([]);
    expect(typesToWarm([])).toEqual([]);
  });
});
