#!/usr/bin/env node
// Stops or starts the PostgreSQL of a running start:prod (the fault tests take the database away
// and give it back, as a managed database's failover would, without touching the API instances):
//   node scripts/prod/pg-ctl.mjs stop|start
import path from 'node:path';
import { startPostgres } from './postgres.mjs';
import { PORTS, PROD_DIR } from './topology.mjs';

const action = process.argv[2];
if (action !== 'stop' && action !== 'start') {
  console.error('usage: node scripts/prod/pg-ctl.mjs stop|start');
  process.exit(2);
}
// startPostgres takes a running cluster over as it is, and starts a stopped one.
const pg = startPostgres(path.join(PROD_DIR, 'pg'), PORTS.postgres);
if (action === 'stop') pg.stop();
console.log(`PostgreSQL ${action === 'stop' ? 'stopped' : `running (pid ${pg.pid})`}`);
