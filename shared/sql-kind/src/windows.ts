import { WindowId } from '@school/contracts';

/** The window ids the SQL kind adds to the spec's (declared as its `ownWindows`). */
export const SQL_OWN_WINDOWS = {
  /** The student's query (the author's starter text in the task). */
  sqlQuery: 18,
  /** The script that builds the task's database. */
  sqlSetup: 19,
  /** The check's rule: `{"ordered": …}`, blank for unordered. */
  sqlCheck: 20,
} as const;

/** The windows an SQL task reads by name: the spec's and the kind's own. */
export const SqlWindowId = { ...WindowId, ...SQL_OWN_WINDOWS } as const;
