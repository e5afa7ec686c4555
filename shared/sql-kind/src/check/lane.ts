import { Type } from 'typebox';
import type { CheckLane } from '@school/task-kinds';
import { SQL_JOB_MS } from './job';

const text = (maxLength: number) => Type.String({ maxLength });

/**
 * The SQL kind's lane of the check service (`POST /v1/sql`): the task's database script, the
 * student's query and the reference query run in a sandboxed sql.js process (`inside.ts`), which
 * answers both result sets; the verifier compares them.
 */
const sqlLane: CheckLane = {
  name: 'sql',
  job: Type.Object({ setup: text(200_000), query: text(100_000), reference: text(100_000) }),
  // Of sql.js only its Node build and wasm: the package also ships 20 MB of other builds.
  runtime: [{ package: 'sql.js', files: ['package.json', 'dist/sql-wasm.js', 'dist/sql-wasm.wasm'] }],
  // The JavaScript heap holds sql.js's own objects; SQLite's heap is capped apart (SQL_HEAP_BYTES).
  limits: { heapMb: 128, jobsPerProcess: 500, jobMs: SQL_JOB_MS },
};

export default sqlLane;
