import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TServices } from '@school/contracts';
import { SANDBOX_PAGE_CSP, cspDirectives } from '../../services/core/security-headers';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

// npm test installs nginx from Debian packages; the check runs wherever nginx is present.
(NGINX ? describe : describe.skip)('infra/nginx/school.conf', () => {
  it('passes nginx -t', () => {
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'nginx-t-'));
    mkdirSync(path.join(prefix, 'logs'));
    try {
      const res = spawnSync(
        NGINX!,
        ['-t', '-p', prefix, '-c', path.resolve(__dirname, 'school.conf'), '-g', `pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;`],
        { encoding: 'utf8' },
      );
      expect(res.stderr).toContain('test is successful');
      expect(res.status).toBe(0);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});

describe('infra/nginx/school.conf edge headers', () => {
  const conf = readFileSync(path.resolve(__dirname, 'school.conf'), 'utf8');

  it('sets the client address for the services instead of appending a forged one', () => {
    expect(conf).not.toContain('$proxy_add_x_forwarded_for');
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(conf).toMatch(/proxy_set_header X-Real-IP \$remote_addr;/);
  });

  it('sends the same Content-Security-Policy as the gateway (remotes are same-origin under /mfe/)', () => {
    // nginx names the collaboration websocket's origin by the request's host (the gateway: by its public origin).
    const line = /default "(default-src[^"]+)";/.exec(conf)![1].replace(/\$host/g, 'school.example.org');
    const parse = (csp: string) =>
      Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, [...values].sort()]));
    const gateway = Object.fromEntries(
      Object.entries(cspDirectives('https://school.example.org', [], false))
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, [...v!].sort()]),
    );
    expect(parse(line)).toEqual(gateway);
    for (const header of ['X-Content-Type-Options "nosniff"', 'Referrer-Policy "strict-origin-when-cross-origin"', 'Strict-Transport-Security $school_hsts']) {
      expect(conf).toContain(`add_header ${header}`);
    }
    expect(conf).not.toContain('Access-Control-Allow-Origin "*"');
  });

  it('serves the remotes\' sandbox pages with their own policy (eval for pupils\' code there only), framable by the school', () => {
    const line = /~\^\/mfe\/\[a-z-\]\+\/sandbox\/ "(default-src[^"]+)";/.exec(conf)![1];
    const parse = (csp: string) =>
      Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, [...values].sort()]));
    expect(parse(line)).toEqual(Object.fromEntries(Object.entries(SANDBOX_PAGE_CSP).map(([k, v]) => [k, [...v].sort()])));
    expect(conf).toMatch(/map \$uri \$school_frame_options \{[^}]*~\^\/mfe\/\[a-z-\]\+\/sandbox\/ "SAMEORIGIN";/);
    expect(conf).toMatch(/~\^\/mfe\/\[a-z-\]\+\/sandbox\/\s+"no-cache";/);
    expect(conf).not.toMatch(/default "[^"]*'unsafe-eval'/);
  });
});

describe('infra/nginx/school.conf when no instance of a domain answers', () => {
  const conf = readFileSync(path.resolve(__dirname, 'school.conf'), 'utf8');

  it('answers the API with a JSON 503 in the services\' error shape and message, never an HTML page', () => {
    const api = /location \/api\/ \{([^}]*)\}/.exec(conf)![1];
    expect(api).toMatch(/error_page 502 503 504 = @api_unavailable;/);
    const fallback = /location @api_unavailable \{([\s\S]*?)\n {4}\}/.exec(conf)![1];
    expect(fallback).toContain('default_type application/json;');
    const body = JSON.parse(/return 503 '([^']+)';/.exec(fallback)![1]) as Record<string, unknown>;
    expect(body).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: TServices.server.dbUnavailable });
  });
});
