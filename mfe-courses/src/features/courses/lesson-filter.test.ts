import { filterShowsNothing } from './lesson-filter';

const lesson = (tasks: number) => ({ tasks: Array.from({ length: tasks }, (_, i) => ({ id: i })) }) as never;

describe('filterShowsNothing', () => {
  it('says a filter with no matching task is empty instead of leaving the page blank', () => {
    expect(filterShowsNothing([], true)).toBe(true);
    expect(filterShowsNothing([lesson(0)], true)).toBe(true);
  });
  it('shows the lessons when a task matches, while loading, and without a filter', () => {
    expect(filterShowsNothing([lesson(0), lesson(2)], true)).toBe(false);
    expect(filterShowsNothing(undefined, true)).toBe(false);
    expect(filterShowsNothing([], false)).toBe(false);
  });
});
