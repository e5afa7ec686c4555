import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildRemoteManifest, defineRemote, exposesOf, SHARED_REMOTE_MODULES, WORKSPACE_CONTRACT_VERSION } from '@school/contracts';
import { isTaskType } from '@school/task-kinds';
import { generatedFiles, loadRemotes, ROOT } from '@school/build-config/remotes';

// Jest's own require loads the TypeScript declarations (the scripts use tsx).
const remotes = loadRemotes(require);

describe('generated from the remotes’ declarations', () => {
  it('infra/remote-manifest.json, the shell’s page ids and the remotes’ k8s objects are up to date (run `npm run gen:remotes`)', () => {
    const files = Object.entries(generatedFiles(require));
    expect(files).toHaveLength(3);
    for (const [file, text] of files) expect({ file, text: readFileSync(file, 'utf8') }).toEqual({ file, text });
  });

  it('declares at least the five remotes with pages and task types', () => {
    expect(remotes.map((r) => r.name)).toEqual(expect.arrayContaining(['courses', 'funspace', 'blocklyGames', 'richText', 'aichat']));
    const manifest = buildRemoteManifest(remotes);
    expect(Object.keys(manifest.pages).length).toBeGreaterThan(15);
    expect(Object.keys(manifest.taskTypes).length).toBeGreaterThan(10);
  });

  it('maps only registered task types (the spec\'s and the kind packages\')', () => {
    for (const type of Object.keys(buildRemoteManifest(remotes).taskTypes)) expect([type, isTaskType(type)]).toEqual([type, true]);
  });

  it('points every declaration at a file that exists', () => {
    for (const remote of remotes) {
      const missing = Object.values(exposesOf(remote)).filter((file) => !existsSync(path.join(ROOT, remote.dir, file)));
      expect({ remote: remote.name, missing }).toEqual({ remote: remote.name, missing: [] });
    }
  });

  it('exposes the modules other remotes load by name', () => {
    for (const ref of Object.values(SHARED_REMOTE_MODULES)) {
      const remote = remotes.find((r) => r.name === ref.remote);
      expect(remote && Object.keys(exposesOf(remote))).toContain(ref.module);
    }
  });

  it('wraps every declared workspace module in defineWorkspace', () => {
    const unwrapped = remotes.flatMap((remote) =>
      [...new Set(Object.values(remote.workspaces ?? {}))]
        .filter((file) => existsSync(path.join(ROOT, remote.dir, file!)))
        .filter((file) => !/export default defineWorkspace\(/.test(readFileSync(path.join(ROOT, remote.dir, file!), 'utf8')))
        .map((file) => `${remote.dir}/${file}`),
    );
    expect(unwrapped).toEqual([]);
  });
});

describe('buildRemoteManifest', () => {
  const a = defineRemote({ name: 'a', port: 3101, title: 'A', pages: { home: './src/Home.tsx' }, workspaces: { Quiz: './src/x/Quiz.tsx' } });

  it('derives entries, exposed names and the contract version', () => {
    expect(buildRemoteManifest([a])).toEqual({
      remotes: [{ name: 'a', entry: 'http://{hostname}:3101/remoteEntry.js', contract: WORKSPACE_CONTRACT_VERSION }],
      pages: { home: { remote: 'a', module: './Home' } },
      taskTypes: { Quiz: { remote: 'a', module: './Quiz' } },
    });
    expect(exposesOf(a)).toEqual({ './Home': './src/Home.tsx', './Quiz': './src/x/Quiz.tsx' });
  });

  it('refuses a page or task type declared by two remotes, a shared port or name', () => {
    const b = defineRemote({ name: 'b', port: 3102, title: 'B', pages: { home: './src/Other.tsx' } });
    expect(() => buildRemoteManifest([a, b])).toThrow('page home is declared by both a and b');
    const c = defineRemote({ name: 'c', port: 3101, title: 'C' });
    expect(() => buildRemoteManifest([a, c])).toThrow('both use port 3101');
    expect(() => buildRemoteManifest([a, { ...a, port: 3103 }])).toThrow('two remotes are named a');
  });

  it('refuses two files exposed under one name', () => {
    const d = defineRemote({ name: 'd', port: 3104, title: 'D', pages: { p1: './src/a/Page.tsx', p2: './src/b/Page.tsx' } });
    expect(() => exposesOf(d)).toThrow('would both be exposed as ./Page');
  });
});
