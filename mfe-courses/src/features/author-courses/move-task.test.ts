import { moveTask } from './move-task';

describe('author courses: moving a task', () => {
  it('swaps with the neighbour and stays put at the ends', () => {
    expect(moveTask([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveTask([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveTask([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveTask([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
});
