import { TaskType } from '@school/contracts';
import { typesToWarm } from './warm-workspace';

describe('workspaces warmed ahead', () => {
  it('warms the kinds that declare it (Python, the Scratch editor) once each, whatever else the list holds', () => {
    expect(typesToWarm([TaskType.Quiz, TaskType.Python, undefined, TaskType.Python, TaskType.Scratch])).toEqual([TaskType.Python, TaskType.Scratch]);
  });

  it('warms nothing for a list without a slow workspace, nor for a type the school does not know', () => {
    expect(typesToWarm([TaskType.Quiz, undefined, 'NoSuchKind'])).toEqual([]);
    expect(typesToWarm([])).toEqual([]);
  });
});
