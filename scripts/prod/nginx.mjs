// infra/nginx/school.conf made runnable on this machine: the same file with only its site-specific
// addresses replaced (the listening port, the static root, each Kubernetes service name bound to
// an upstream of this run's instances, logs under .tmp/prod). Every replacement must match, so a
// change of the real file that this rendering no longer fits stops the start instead of drifting.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

export const SCHOOL_CONF = path.join(ROOT, 'infra', 'nginx', 'school.conf');
const SERVICE_ADDRESS = /http:\/\/([a-z-]+)\.school\.svc\.cluster\.local:3000/g;

function replaceOnce(text, from, to) {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`infra/nginx/school.conf: expected "${from}" once, found it ${count} times`);
  return text.replace(from, to);
}

/**
 * Renders the config. `upstreams`: Kubernetes service name → the 127.0.0.1 ports of its instances.
 * nginx finds an upstream block by the host of a proxy_pass address without a port, so the port
 * (the Service's) is dropped and the name kept.
 */
export function renderSchoolConf({ port, srvRoot, upstreams, workDir }) {
  let conf = readFileSync(SCHOOL_CONF, 'utf8');
  const routed = new Set([...conf.matchAll(SERVICE_ADDRESS)].map((m) => m[1]));
  for (const name of routed) if (!upstreams[name]) throw new Error(`school.conf routes to ${name}, which this run does not start`);
  conf = conf.replace(SERVICE_ADDRESS, 'http://$1.school.svc.cluster.local');
  conf = replaceOnce(conf, 'listen 8080;', `listen 127.0.0.1:${port};`);
  conf = replaceOnce(conf, 'root /srv/school/shell;', `root ${path.join(srvRoot, 'shell')};`);
  conf = replaceOnce(conf, 'root /srv/school;', `root ${srvRoot};`);
  const blocks = Object.entries(upstreams)
    .filter(([name]) => routed.has(name))
    .map(([name, ports]) => `  upstream ${name}.school.svc.cluster.local {\n${ports.map((p) => `    server 127.0.0.1:${p};\n`).join('')}  }`)
    .join('\n');
  const local = [
    `  access_log ${path.join(workDir, 'access.log')};`,
    `  client_body_temp_path ${path.join(workDir, 'body')};`,
    `  proxy_temp_path ${path.join(workDir, 'proxy')};`,
    '  # This run\'s instances (rendered by scripts/prod/nginx.mjs).',
    blocks,
  ].join('\n');
  conf = replaceOnce(conf, 'http {\n', `http {\n${local}\n`);
  return conf;
}

/** Writes the rendered config into workDir; returns nginx's command line for it (foreground). */
export function nginxCommand({ workDir, ...options }) {
  mkdirSync(workDir, { recursive: true });
  const file = path.join(workDir, 'school.conf');
  writeFileSync(file, renderSchoolConf({ ...options, workDir }));
  return [
    '/usr/sbin/nginx',
    '-p', workDir,
    '-e', path.join(workDir, 'error.log'),
    '-c', file,
    '-g', `daemon off; pid ${path.join(workDir, 'nginx.pid')};`,
  ];
}
