/**
 * The image build descriptions, checked without Docker: what they copy exists and is in the build
 * context, every base image is pinned, the runtime stages run as an unprivileged user and start a
 * file they hold, and the Kubernetes manifests use exactly these images on the ports they expose.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadRemotes, mfeSlug, ROOT } from '@school/build-config/remotes';
import { containersOf, loadManifests } from '../k8s/load-manifests';
import { allOf, copiesOf, execForm, inherited, parseDockerfile, type Stage } from './dockerfile';
import { readLock, runtimeClosure } from './lock-closure';

const REGISTRY = 'registry.example.org/school/';
const FILES = ['services.Dockerfile', 'static.Dockerfile'];
const dockerfiles = FILES.map((file) => ({ file, stages: parseDockerfile(readFileSync(path.join(__dirname, file), 'utf8')) }));
const stageOf = (name: string) => dockerfiles.flatMap((d) => d.stages.map((stage) => ({ ...d, stage }))).find((x) => x.stage.name === name);

/** Every container of the manifests with the image target it names. */
const containers = loadManifests().flatMap((object) =>
  containersOf(object).map((container) => ({ object: `${object.file}: ${object.metadata.name}`, container, target: container.image.replace(REGISTRY, '').split(':')[0] })),
);
const imageTargets = [...new Set(containers.map((c) => c.target))].sort();

/** .dockerignore's patterns as tests of a context path (the simple forms used there: **, *, names). */
const ignored = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'))
  .map((pattern) => {
    const escaped = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    const body = escaped.split('**/').map((part) => part.replace(/\*/g, '[^/]*')).join('(?:.*/)?');
    return new RegExp(`^${body}(?:/.*)?$`);
  });
const isIgnored = (file: string) => ignored.some((re) => re.test(file));

const RUNTIME_STAGES = imageTargets;

describe('.dockerignore', () => {
  it('keeps installs, bundles, data, history and local secrets out of the build context', () => {
    for (const file of ['node_modules/x', 'services/node_modules/pg', 'shell/dist/index.html', 'data/school.sqlite', '.git/HEAD', 'services/.env', 'services/auth/auth.test.ts']) {
      expect([file, isIgnored(file)]).toEqual([file, true]);
    }
    for (const file of ['package.json', 'services/gateway/server.ts', 'infra/nginx/school.conf', 'e2e/package.json']) expect([file, isIgnored(file)]).toEqual([file, false]);
  });
});

describe.each(dockerfiles.map((d) => [d.file, d.stages] as const))('infra/docker/%s', (file, stages) => {
  const names = stages.map((s) => s.name);

  it('starts every stage from a pinned Debian bookworm image or an earlier stage', () => {
    stages.forEach((stage, index) => {
      if (names.slice(0, index).includes(stage.from)) return;
      expect([stage.name, stage.from]).toEqual([stage.name, expect.stringMatching(/^(node:20-bookworm-slim|debian:bookworm-slim)$/)]);
    });
  });

  it('copies only what exists in the build context, and from earlier stages', () => {
    stages.forEach((stage, index) => {
      for (const copy of copiesOf(stage)) {
        if (copy.from) {
          expect([stage.name, names.slice(0, index)]).toEqual([stage.name, expect.arrayContaining([copy.from])]);
          continue;
        }
        for (const source of copy.sources) {
          expect([source, existsSync(path.join(ROOT, source))]).toEqual([source, true]);
          if (source !== '.') expect([source, isIgnored(source)]).toEqual([source, false]);
        }
      }
    });
  });

  it('has no stage that no image and no other stage uses', () => {
    for (const stage of stages) {
      const used = stages.some((s) => s.from === stage.name || copiesOf(s).some((c) => c.from === stage.name));
      expect([stage.name, used || RUNTIME_STAGES.includes(stage.name)]).toEqual([stage.name, true]);
    }
  });

  it('bakes in no secret', () => {
    const text = readFileSync(path.join(__dirname, file), 'utf8');
    expect(text).not.toMatch(/^\s*(ENV|ARG)\s+\S*(SECRET|PASSWORD|TOKEN|API_KEY|DATABASE_URL)/im);
  });
});

describe('the images of the manifests', () => {
  it('are each one Dockerfile target, named as the image', () => {
    for (const c of containers) expect([c.object, c.container.image]).toEqual([c.object, expect.stringMatching(new RegExp(`^${REGISTRY}[a-z-]+:`))]);
    // One Dockerfile builds each image (intermediate stages, like `manifests`, may share names).
    for (const target of imageTargets) {
      const where = dockerfiles.filter((d) => d.stages.some((s) => s.name === target)).map((d) => d.file);
      expect([target, where.length]).toEqual([target, 1]);
    }
    expect(imageTargets).toEqual(['checks', 'services', 'shell', ...loadRemotes(require).map((r) => r.dir)].sort());
  });

  it.each(RUNTIME_STAGES.map((t) => [t] as const))('%s runs as an unprivileged numeric user', (target) => {
    const { stages, stage } = stageOf(target)!;
    const user = inherited(stages, stage, 'USER')?.args ?? 'root';
    // Numeric: Kubernetes' runAsNonRoot can verify only a numeric user.
    expect(user).toMatch(/^[1-9]\d*(:\d+)?$/);
    const [uid, gid] = user.split(':').map(Number);
    for (const c of containers.filter((x) => x.target === target)) {
      const manifest = loadManifests().find((o) => `${o.file}: ${o.metadata.name}` === c.object)!;
      const security = (manifest.spec as { template: { spec: { securityContext?: { runAsUser?: number; runAsGroup?: number; runAsNonRoot?: boolean } } } })
        .template.spec.securityContext;
      expect([c.object, security]).toEqual([c.object, expect.objectContaining({ runAsNonRoot: true, runAsUser: uid, ...(gid ? { runAsGroup: gid } : {}) })]);
    }
  });

  it.each(RUNTIME_STAGES.map((t) => [t] as const))('%s exposes the ports its containers declare', (target) => {
    const { stages, stage } = stageOf(target)!;
    const exposed = inherited(stages, stage, 'EXPOSE')!.args.split(/\s+/).map(Number);
    for (const c of containers.filter((x) => x.target === target)) {
      const ports = (c.container.ports ?? []).map((p) => p.containerPort);
      // A Job has no port; a server listens on what the image exposes.
      expect([c.object, ports.every((p) => exposed.includes(p))]).toEqual([c.object, true]);
    }
  });

  /** The files a stage holds from the build context: destination → context source. */
  function contextFiles(stages: Stage[], stage: Stage): { source: string; destination: string }[] {
    return allOf(stages, stage, 'COPY').flatMap((i) => {
      const copy = copiesOf({ ...stage, instructions: [i] })[0];
      return copy.from ? [] : copy.sources.map((source) => ({ source, destination: copy.destination }));
    });
  }

  it.each(['services', 'checks'] as const)('%s starts a TypeScript entry it holds, through tsx, as its manifests do', (target) => {
    const { stages, stage } = stageOf(target)!;
    const cmd = execForm(inherited(stages, stage, 'CMD')!);
    const held = (file: string) => existsSync(path.join(ROOT, file)) && contextFiles(stages, stage).some((c) => file.startsWith(`${c.source}/`));
    expect(cmd.slice(0, 3)).toEqual(['node', '--import', 'tsx']);
    expect([cmd[3], held(cmd[3])]).toEqual([cmd[3], true]);
    for (const c of containers.filter((x) => x.target === target)) {
      const command = c.container.command ?? cmd;
      expect([c.object, command.slice(0, 3)]).toEqual([c.object, ['node', '--import', 'tsx']]);
      expect([c.object, command[3], held(command[3])]).toEqual([c.object, command[3], true]);
    }
  });

  it('services: copies the production dependencies, tsx and every workspace the services import', () => {
    const { stages, stage } = stageOf('services')!;
    const lock = readLock(ROOT);
    const production = runtimeClosure(lock, ['services']);
    const copied = allOf(stages, stage, 'COPY').map((i) => copiesOf({ ...stage, instructions: [i] })[0]);
    const fromStage = (name: string) => copied.filter((c) => c.from === name).flatMap((c) => c.sources.map((s) => s.replace(/^\/app\//, '')));
    // Nested node_modules of the workspaces (versions that differ from the root's) come along.
    const nested = new Set([...production].filter((p) => !p.startsWith('node_modules/') && p.includes('/node_modules/')).map((p) => p.split('/node_modules/')[0]));
    expect(fromStage('deps-prod').sort()).toEqual(['node_modules', ...[...nested].map((w) => `${w}/node_modules`)].sort());
    // tsx and whatever it needs that the production tree does not install.
    const tools = [...runtimeClosure(lock, ['node_modules/tsx'])].filter((p) => !production.has(p));
    expect(fromStage('deps-tools').sort()).toEqual(tools.sort());
    // The workspaces (links in node_modules/@school) as sources from the context.
    const workspaces = [...production].filter((p) => !p.includes('node_modules'));
    expect(contextFiles(stages, stage).map((c) => c.source)).toEqual(expect.arrayContaining(workspaces));
  });

  it('checks: has Debian\'s bubblewrap and prlimit, and a cache folder its user owns', () => {
    const { stages, stage } = stageOf('checks')!;
    const run = allOf(stages, stage, 'RUN').map((i) => i.args).join('\n');
    expect(run).toMatch(/apt-get install [^\n]*\bbubblewrap\b/);
    expect(run).toMatch(/apt-get install [^\n]*\butil-linux\b/);
    expect(run).toMatch(/chown school:school \/cache/);
    expect(allOf(stages, stage, 'ENV').map((i) => i.args).join(' ')).toContain('CHECK_CACHE_DIR=/cache');
  });

  describe('the static servers', () => {
    const conf = readFileSync(path.join(ROOT, 'infra', 'nginx', 'school.conf'), 'utf8');
    const { stages, stage: web } = stageOf('web')!;
    const cmd = execForm(inherited(stages, web, 'CMD')!);

    it('run nginx with infra/nginx/school.conf, on the port it listens on', () => {
      const config = cmd[cmd.indexOf('-c') + 1];
      expect(contextFiles(stages, web)).toContainEqual({ source: 'infra/nginx/school.conf', destination: config });
      expect(conf).toMatch(new RegExp(`listen ${inherited(stages, web, 'EXPOSE')!.args};`));
      // Unprivileged: the pid file where www-data may write it, not /run.
      expect(cmd[cmd.indexOf('-g') + 1]).toMatch(/pid \/tmp\/nginx\.pid;/);
    });

    it('serve the shell at school.conf\'s root and each remote under its /mfe/ path', () => {
      const root = /^\s*root (\S+);/m.exec(conf)![1];
      const mfeRoot = /location \^~ \/mfe\/ \{\s*root (\S+);/.exec(conf)![1];
      const copies = (target: string) => copiesOf(stageOf(target)!.stage).filter((c) => c.from === 'build');
      expect(copies('shell')).toContainEqual(expect.objectContaining({ sources: ['/app/shell/dist'], destination: root }));
      for (const remote of loadRemotes(require)) {
        const slug = mfeSlug(remote.dir);
        expect(copies(remote.dir)).toEqual([expect.objectContaining({ sources: [`/app/${remote.dir}/dist`], destination: `${mfeRoot}/mfe/${slug}` })]);
        // The readiness probe of its Deployment asks for a file of that folder.
        const probe = containers.find((c) => c.target === remote.dir)!.container.readinessProbe?.httpGet?.path;
        expect(probe).toBe(`/mfe/${slug}/mf-manifest.json`);
      }
    });

    it('build every bundle and the shell\'s runtime files, and drop the build stamps', () => {
      const run = stageOf('build')!.stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args).join('\n');
      expect(run).toContain("import('./scripts/build.mjs')");
      expect(run).toContain('infra/docker/shell-config.ts shell/dist');
      expect(run).toContain('-name .school-build-inputs -delete');
    });

    const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
    (NGINX ? it : it.skip)('the image\'s command line passes nginx -t with school.conf', () => {
      const prefix = mkdtempSync(path.join(os.tmpdir(), 'nginx-image-'));
      mkdirSync(path.join(prefix, 'logs'));
      try {
        const globals = cmd[cmd.indexOf('-g') + 1].replace('/tmp/nginx.pid', path.join(prefix, 'nginx.pid'));
        const res = spawnSync(NGINX!, ['-t', '-p', prefix, '-c', path.join(ROOT, 'infra', 'nginx', 'school.conf'), '-g', `${globals} error_log ${prefix}/logs/error.log;`], {
          encoding: 'utf8',
        });
        expect(res.stderr).toContain('test is successful');
      } finally {
        rmSync(prefix, { recursive: true, force: true });
      }
    });
  });
});
