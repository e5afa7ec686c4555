/**
 * The SQL lane's module inside the check service's sandbox: sql.js (SQLite compiled to WebAssembly,
 * its files in Emscripten's in-memory file system only) runs the task's database script, then the
 * reference query and the student's query, each on a fresh database, and answers both result sets
 * as plain data. The check service kills a process that overruns a job's wall time.
 */
import initSqlJs from 'sql.js';
import type { InsideLane } from '@school/task-kinds';
import { runSql } from '../run';
import { SQL_HEAP_BYTES, type SqlJob, type SqlOutcome } from './job';

const sqlInside: InsideLane<SqlJob, SqlOutcome> = {
  async start(root) {
    const SQL = await initSqlJs({ locateFile: (file: string) => `${root}/node_modules/sql.js/dist/${file}` });
    // SQLite's heap is capped for the whole process before any query runs; a query cannot lift it.
    const probe = new SQL.Database();
    probe.run(`PRAGMA hard_heap_limit = ${SQL_HEAP_BYTES}`);
    probe.close();
    // The reference first: when the student's query never returns, the kill ends the job.
    return ({ setup, query, reference }) => ({ reference: runSql(SQL, setup, reference), student: runSql(SQL, setup, query) });
  },
};

export default sqlInside;
