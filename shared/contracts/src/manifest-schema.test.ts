import { checkRemoteManifest } from './manifest-schema';
import { contractMajor, defineWorkspace, isContractCompatible, WORKSPACE_CONTRACT_VERSION, type WorkspaceProps } from './workspace';

const entry = (name: string, contract = WORKSPACE_CONTRACT_VERSION) => ({ name, entry: `http://h:1/${name}/mf-manifest.json`, contract });
const valid = {
  remotes: [entry('courses'), entry('aichat')],
  pages: { home: { remote: 'courses', module: './HomeRoute' }, aichat: { remote: 'aichat', module: './AiChatPage' } },
  taskTypes: { Quiz: { remote: 'courses', module: './QuizWorkspace' } },
};

describe('checkRemoteManifest', () => {
  it('accepts a well-formed manifest with every remote compatible', () => {
    expect(checkRemoteManifest(valid)).toEqual({ ok: true, manifest: valid, incompatible: [] });
  });

  it('lists a remote built on another contract major apart, keeping the rest usable', () => {
    const old = { ...valid, remotes: [entry('courses'), entry('aichat', '1.4.0')] };
    const check = checkRemoteManifest(old);
    expect(check).toEqual({ ok: true, manifest: old, incompatible: [entry('aichat', '1.4.0')] });
  });

  it('treats a newer minor or patch as compatible, and an unparsable version as not', () => {
    const [major] = WORKSPACE_CONTRACT_VERSION.split('.');
    const check = checkRemoteManifest({ ...valid, remotes: [entry('courses', `${major}.9.3`), entry('aichat', 'latest')] });
    expect(check.ok && check.incompatible.map((r) => r.name)).toEqual(['aichat']);
  });

  it.each([
    ['not an object', 'remotes.json'],
    ['no remotes', { pages: {}, taskTypes: {} }],
    ['a remote without contract', { ...valid, remotes: [{ name: 'courses', entry: 'x' }] }],
    ['a module name that is not ./Name', { ...valid, pages: { home: { remote: 'courses', module: 'HomeRoute' } } }],
    ['a page as a string', { ...valid, pages: { home: './HomeRoute' } }],
  ])('refuses a malformed manifest: %s', (_case, value) => {
    const check = checkRemoteManifest(value);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.errors.length).toBeGreaterThan(0);
  });

  it('refuses a page or task type naming a remote the manifest does not list', () => {
    const check = checkRemoteManifest({ ...valid, taskTypes: { Python: { remote: 'code', module: './PythonWorkspace' } } });
    expect(check).toEqual({ ok: false, errors: ['Python: remote code is not listed'] });
  });
});

describe('the workspace contract version', () => {
  it('compares majors', () => {
    expect(contractMajor('2.1.0')).toBe(2);
    expect(contractMajor('2.1')).toBeNaN();
    expect(isContractCompatible(WORKSPACE_CONTRACT_VERSION)).toBe(true);
    expect(isContractCompatible(undefined)).toBe(false);
    expect(isContractCompatible(`${contractMajor(WORKSPACE_CONTRACT_VERSION) + 1}.0.0`)).toBe(false);
  });

  it('is stamped on a workspace by defineWorkspace, which keeps the component callable', () => {
    const Workspace = defineWorkspace((props: WorkspaceProps) => props.mode);
    expect(Workspace.workspaceContract).toBe(WORKSPACE_CONTRACT_VERSION);
    expect(Workspace({ mode: 'demo' } as WorkspaceProps)).toBe('demo');
  });

  it('refuses at compile time a component that needs props the contract does not give', () => {
    // @ts-expect-error an extra required prop is not part of WorkspaceProps
    const Wrong = defineWorkspace((props: WorkspaceProps & { courseTitle: string }) => props.courseTitle);
    expect(Wrong.workspaceContract).toBe(WORKSPACE_CONTRACT_VERSION);
  });
});
