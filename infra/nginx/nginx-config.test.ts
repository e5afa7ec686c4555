import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
