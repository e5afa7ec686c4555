// A check thread's entry: plain ESM so worker_threads can start it under any host (tsx, jest,
// node); the thread's own TypeScript (check-thread.ts) is compiled by tsx, registered for this
// thread only.
import { createRequire } from 'node:module';
import { register } from 'tsx/cjs/api';

register();
createRequire(import.meta.url)('./check-thread.ts');
