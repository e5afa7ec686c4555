import { useEffect, useState } from 'react';
import type { SqlJsStatic } from 'sql.js';
import { loadSqlJs } from './sql-engine';

/** sql.js once loaded (null before); `failed` when it could not be loaded (the workspace says so). */
export function useSqlJs(): { SQL: SqlJsStatic | null; failed: boolean } {
  const [state, setState] = useState<{ SQL: SqlJsStatic | null; failed: boolean }>({ SQL: null, failed: false });
  useEffect(() => {
    let live = true;
    loadSqlJs().then(
      (SQL) => live && setState({ SQL, failed: false }),
      (error: unknown) => {
        console.warn('sql.js did not load', error);
        if (live) setState({ SQL: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
