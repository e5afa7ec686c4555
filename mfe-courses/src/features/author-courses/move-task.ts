/** The ids of a list with one item moved one place up (-1) or down (+1); unchanged at the ends. */
export function moveTask(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/**
 * The ids with one item swapped with its neighbour among the shown ones (-1 up, +1 down): items not
 * shown (the author's archived courses while the archive is hidden) keep their places.
 */
export function moveAmongShown(ids: readonly number[], shown: readonly number[], id: number, step: -1 | 1): number[] {
  const neighbour = shown[shown.indexOf(id) + step];
  const from = ids.indexOf(id);
  const to = neighbour === undefined ? -1 : ids.indexOf(neighbour);
  if (from < 0 || to < 0 || !shown.includes(id)) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
