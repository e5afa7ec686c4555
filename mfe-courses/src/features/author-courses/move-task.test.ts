import { moveAmongShown, moveTask } from './move-task';

describe('author courses: moving a task', () => {
  it('swaps with the neighbour and stays put at the ends', () => {
    expect(moveTask([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveTask([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveTask([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveTask([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
});

describe('author courses: moving a course among the shown ones', () => {
  it('swaps with the shown neighbour; hidden (archived) courses keep their places', () => {
    // 2 is archived and hidden: moving 3 up swaps it with 1.
    expect(moveAmongShown([1, 2, 3, 4], [1, 3, 4], 3, -1)).toEqual([3, 2, 1, 4]);
    expect(moveAmongShown([1, 2, 3, 4], [1, 3, 4], 1, 1)).toEqual([3, 2, 1, 4]);
    expect(moveAmongShown([1, 2, 3, 4], [1, 3, 4], 1, -1)).toEqual([1, 2, 3, 4]);
    expect(moveAmongShown([1, 2, 3, 4], [1, 3, 4], 4, 1)).toEqual([1, 2, 3, 4]);
    expect(moveAmongShown([1, 2, 3, 4], [1, 3, 4], 2, 1)).toEqual([1, 2, 3, 4]);
  });
});
