import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteManifest } from '@school/contracts';
import { COURSES_REMOTE, LOCAL_TASK_TYPE_MODULES, localModuleFor } from './workspace-modules';

const root = path.resolve(__dirname, '..', '..', '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'infra', 'remote-manifest.json'), 'utf8')) as RemoteManifest;
const webpackConfig = readFileSync(path.join(root, 'mfe-courses', 'webpack.config.js'), 'utf8');
const exposes = [...webpackConfig.matchAll(/'(\.\/\w+)':/g)].map((m) => m[1]);

describe('workspace modules against the remote manifest', () => {
  const ours = Object.entries(manifest.taskTypes).filter(([, ref]) => ref.remote === COURSES_REMOTE);

  it('serves exactly the task types the manifest gives this remote, with the module it names', () => {
    expect(ours.length).toBeGreaterThan(0);
    expect(LOCAL_TASK_TYPE_MODULES).toEqual(Object.fromEntries(ours.map(([type, ref]) => [type, ref.module])));
  });

  it('names only modules the remote exposes', () => {
    expect(exposes.length).toBeGreaterThan(0);
    for (const module of Object.values(LOCAL_TASK_TYPE_MODULES)) expect(exposes).toContain(module);
  });
});

describe('the manifest decides which workspace renders a task type', () => {
  it('renders a module the manifest names in this remote, even one mapped to another type', () => {
    expect(localModuleFor('Quiz', { remote: COURSES_REMOTE, module: './QuizWorkspace' })).toBe('./QuizWorkspace');
    expect(localModuleFor('Quiz', { remote: COURSES_REMOTE, module: './SortQuizWorkspace' })).toBe('./SortQuizWorkspace');
  });

  it('leaves a type the manifest gives another remote, or no remote, to the shell', () => {
    expect(localModuleFor('Quiz', { remote: 'quizTeam', module: './BetterQuiz' })).toBeUndefined();
    expect(localModuleFor('Quiz', null)).toBeUndefined();
  });

  it('uses its own table standalone, when no shell holds a manifest', () => {
    expect(localModuleFor('Quiz', undefined)).toBe('./QuizWorkspace');
    expect(localModuleFor('Blockly', undefined)).toBeUndefined();
  });
});
