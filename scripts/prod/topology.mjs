// What the production-like run starts, read from the Kubernetes manifests (infra/k8s): the API
// deployments (their SERVICES, command and plain env), the check service and the migrations Job.
// Only what a cluster sets per site is replaced here: addresses, ports, secrets.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { ROOT } from '../lib.mjs';

/** Everything of the run lives here (databases, logs, the rendered nginx config, the secret). */
export const PROD_DIR = path.join(ROOT, '.tmp', 'prod');

/** Ports of this run: 7000s, clear of `npm start` (3000s) and the e2e servers (4000s, 6000s). */
export const PORTS = {
  nginx: 7000,
  /** A second front door with one instance per domain (--compare-doors). */
  nginxSingle: 7001,
  /** bench:prod's baseline: one process with every API domain, reached directly (no nginx). */
  direct: 7002,
  postgres: 7050,
  redis: 7051,
  s3: 7052,
  checks: 7053,
  /** API instance i (0-based) of the d-th domain listens on apiBase + 4d + i. */
  apiBase: 7010,
};
export const MAX_INSTANCES = 4;

function manifestObjects(file) {
  return parseAllDocuments(readFileSync(path.join(ROOT, 'infra', 'k8s', file), 'utf8'))
    .map((d) => d.toJS())
    .filter(Boolean);
}

/** A container's env: plain values, and the names of the keys it takes from secrets. */
function envOf(container) {
  const values = {};
  const secrets = [];
  for (const e of container.env ?? []) {
    if (e.valueFrom?.secretKeyRef) secrets.push(e.name);
    else values[e.name] = String(e.value);
  }
  return { values, secrets };
}

const firstContainer = (o) => o.spec.template.spec.containers[0];

/**
 * The API deployments of infra/k8s/services.yaml: name (the Kubernetes service nginx routes to),
 * command and env.
 */
export function apiDeployments() {
  return manifestObjects('services.yaml')
    .filter((o) => o.kind === 'Deployment' && o.metadata.labels?.tier === 'api')
    .map((o) => {
      const c = firstContainer(o);
      return { name: o.metadata.name, command: c.command, ...envOf(c) };
    });
}

/** The migrations Job of services.yaml. */
export function migrationJob() {
  const job = manifestObjects('services.yaml').find((o) => o.kind === 'Job');
  if (!job) throw new Error('infra/k8s/services.yaml has no migrations Job');
  const c = firstContainer(job);
  return { command: c.command, ...envOf(c) };
}

/** The check service of infra/k8s/checks.yaml. */
export function checkDeployment() {
  const d = manifestObjects('checks.yaml').find((o) => o.kind === 'Deployment');
  const c = firstContainer(d);
  return { name: d.metadata.name, command: c.command, ...envOf(c) };
}

/** Every API instance of the run: `count` per deployment, each on its own port. */
export function apiInstances(count) {
  if (count < 1 || count > MAX_INSTANCES) throw new Error(`instances per domain: 1 to ${MAX_INSTANCES}`);
  return apiDeployments().flatMap((d, di) =>
    Array.from({ length: count }, (_, i) => ({ ...d, id: `${d.name}-${i + 1}`, port: PORTS.apiBase + di * MAX_INSTANCES + i })),
  );
}

/**
 * One process with every API domain (no SERVICES): the command of the API deployments and the union
 * of their env, as `npm start`'s gateway runs, on PORTS.direct. bench:prod's direct baseline.
 */
export function directInstance() {
  const deployments = apiDeployments();
  const values = Object.assign({}, ...deployments.map((d) => d.values));
  delete values.SERVICES;
  return { id: 'direct', command: deployments[0].command, values, secrets: [...new Set(deployments.flatMap((d) => d.secrets))], port: PORTS.direct };
}
