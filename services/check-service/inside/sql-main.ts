/**
 * Sandbox entry for SQL checks: sql.js (SQLite compiled to WebAssembly, its files in Emscripten's
 * in-memory file system only) runs the task's database script, then the reference query and the
 * student's query, each on a fresh database, and answers both result sets as plain data. Jobs
 * arrive one at a time on stdin; the service kills a process that overruns a job's wall time.
 */
import initSqlJs from 'sql.js';
import { runSql } from '@school/sql-kind/src/run';
import { readMessage, writeMessage } from './line-io';
import type { SqlJob, SqlOutcome } from '../sql/sql-job';

const [root, heapBytes] = [process.argv[2], Number(process.argv[3])];

async function main() {
  const SQL = await initSqlJs({ locateFile: (file: string) => `${root}/node_modules/sql.js/dist/${file}` });
  // SQLite's heap is capped for the whole process before any query runs; a query cannot lift it.
  const probe = new SQL.Database();
  probe.run(`PRAGMA hard_heap_limit = ${Math.max(1, Math.floor(heapBytes))}`);
  probe.close();
  writeMessage({ type: 'ready' });
  for (;;) {
    const message = readMessage<{ id: number; job: SqlJob }>();
    if (!message) return;
    const { setup, query, reference } = message.job;
    // The reference first: when the student's query never returns, the kill ends the job.
    const outcome: SqlOutcome = { reference: runSql(SQL, setup, reference), student: runSql(SQL, setup, query) };
    writeMessage({ id: message.id, outcome });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
