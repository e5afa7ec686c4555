import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { WindowId, type TaskDto } from '@school/contracts';
import { BUILT_IN_KINDS, createKindRegistry, studentTaskView, type TaskKind } from '@school/task-kinds';
import { ROOT } from '@school/build-config/remotes';
import { generatedFiles, generatedPaths, loadKinds, writeGenerated } from '@school/build-config/kinds';
import { createVerifierRegistry, type TaskVerifier } from '../services/learning/checks/verifiers';
import type { CheckClient } from '../services/code-check/check-client';

const BUILT_INS: readonly TaskKind[] = Object.values(BUILT_IN_KINDS);

describe('generated from the kind packages’ declarations', () => {
  it('the registry’s imports and dependencies, the verifiers, the check lanes, the demo seeds and the kinds’ names are up to date (run `npm run gen:kinds`)', () => {
    const files = Object.entries(generatedFiles(require));
    expect(files.map(([file]) => file).sort()).toEqual(Object.values(generatedPaths()).sort());
    for (const [file, text] of files) expect({ file, text: readFileSync(file, 'utf8') }).toEqual({ file, text });
  });
});

/** A workspace in a temp folder with one kind package, `Chess`, that nothing else in the school names. */
function fixtureWorkspace(declaration: string, field: Record<string, string> = {}) {
  mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  const root = mkdtempSync(path.join(ROOT, '.tmp', 'kind-fixture-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('package.json', JSON.stringify({ name: 'fixture', workspaces: ['shared/task-kinds', 'services', 'kinds/chess'] }));
  write('shared/task-kinds/package.json', JSON.stringify({ name: '@school/task-kinds' }));
  write('services/package.json', JSON.stringify({ name: 'services' }));
  write('shared/contracts/src/.keep', '');
  write('shared/task-kinds/src/.keep', '');
  write('services/code-check/.keep', '');
  write('services/seed/.keep', '');
  write('services/check-service/lanes/.keep', '');
  write(
    'kinds/chess/package.json',
    JSON.stringify({
      name: '@fixture/chess-kind',
      version: '0.3.0',
      schoolTaskKind: { declaration: './src/declaration.ts', verifier: './src/verifier.ts', seed: './src/seed.ts', checkLane: './src/lane.ts', checkInside: './src/inside.ts', ...field },
    }),
  );
  write('kinds/chess/src/declaration.ts', declaration);
  write('kinds/chess/src/verifier.ts', "export default () => async ({ answer }: { answer: { answerText: string }[] }) => ({ passed: answer[0]?.answerText === 'e2-e4' });\n");
  write('kinds/chess/src/seed.ts', 'export default async () => undefined;\n');
  write('kinds/chess/src/lane.ts', "export default { name: 'chess', job: { properties: {} }, runtime: [], limits: { heapMb: 64, jobsPerProcess: 10, jobMs: 1000 } };\n");
  write('kinds/chess/src/inside.ts', 'export default { start: async () => () => ({ ok: true }) };\n');
  return root;
}

const chessDeclaration = (ownWindows: string) => `export default {
  type: 'Chess',
  title: 'Шахматная задача',
  ownWindows: ${ownWindows},
  pass: 'server',
  verdict: 'verifier',
  windows: [1, 21, 22],
  answerWindows: [21],
  studentHidden: [22],
  checkWindow: 22,
  app: 'main',
  assistant: true,
  tutor: { language: 'chess', role: 'helps' },
  parse: () => ({ ok: true, config: null }),
  example: { content: { taskText: [{ windowId: 1, text: 'Мат в один ход' }, { windowId: 22, text: 'e2-e4' }] }, answer: [{ windowId: 21, answerText: 'a2-a3' }] },
};
`;

describe('a kind package is registered by declaring itself (proof: a fake kind in a temp workspace)', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('the school accepts its type, its windows and its verifier with no other edit', async () => {
    const root = fixtureWorkspace(chessDeclaration('{ chessMove: 21, chessCheck: 22 }'));
    roots.push(root);
    const [chess] = loadKinds(root, require).map((k) => k.kind);
    const registry = createKindRegistry([...BUILT_INS, chess]);
    expect(registry.taskKind('Chess')).toBe(chess);
    expect(registry.isTaskType('Chess')).toBe(true);
    expect([registry.isKnownWindow(21), registry.isKnownWindow(22), registry.isKnownWindow(23)]).toEqual([true, true, false]);
    expect(registry.studentHiddenWindows).toContain(22);

    // The generated lists name the package's modules; the verifier list loads and registers as the code-check plugin does.
    // All of them (the fixture has no lock file): the registry's package.json gains the kind package as a dependency.
    const paths = generatedPaths(root);
    expect(writeGenerated(require, root).sort()).toEqual(Object.values({ ...paths, lock: undefined }).filter((f) => f !== undefined).map((f) => path.relative(root, f)).sort());
    expect(JSON.parse(readFileSync(paths.registryPackage, 'utf8')).dependencies).toEqual({ '@fixture/chess-kind': '0.3.0' });
    // Its check lane is listed for the check service, its sandboxed module by the package's name.
    expect(readFileSync(paths.lanes, 'utf8')).toContain("import kindChess from '@fixture/chess-kind/src/lane';");
    expect(readFileSync(paths.lanes, 'utf8')).toContain("{ type: 'Chess', lane: kindChess, inside: '@fixture/chess-kind/src/inside' },");
    expect(writeGenerated(require, root)).toEqual([]);
    expect(readFileSync(paths.registry, 'utf8')).toContain("import kindChess from '@fixture/chess-kind/src/declaration';");
    expect(readFileSync(paths.names, 'utf8')).toContain("Chess: 'Шахматная задача',");
    expect(readFileSync(paths.seeds, 'utf8')).toContain("import kindChess from '../../kinds/chess/src/seed';");
    const { KIND_VERIFIERS } = require(paths.verifiers) as { KIND_VERIFIERS: Record<string, (client: CheckClient) => TaskVerifier> };
    const verifiers = createVerifierRegistry();
    expect(verifiers.missing([chess])).toEqual(['Chess']);
    verifiers.register(chess, KIND_VERIFIERS.Chess!({} as CheckClient));
    expect(verifiers.missing([chess])).toEqual([]);
    const input = (move: string) => ({ task: { id: 1, lessonId: 1, taskType: 'Chess' }, taskText: [], answer: [{ windowId: 21, answerText: move }], studentId: 1 });
    expect(await verifiers.get('Chess')!(input('e2-e4'))).toEqual({ passed: true });
    expect(await verifiers.get('Chess')!(input('a2-a3'))).toEqual({ passed: false });
  });

  it('a kind not in the running school’s registry shows a student only the description (the fallback)', () => {
    const root = fixtureWorkspace(chessDeclaration('{ chessMove: 21, chessCheck: 22 }'));
    roots.push(root);
    const [chess] = loadKinds(root, require).map((k) => k.kind);
    const task = { taskType: 'Chess', quiz: null, taskText: [{ windowId: WindowId.description, text: 'Мат' }, { windowId: 21, text: '' }, { windowId: 22, text: 'e2-e4' }] } as Pick<TaskDto, 'taskType' | 'quiz' | 'taskText'>;
    // The running school's view knows only the registered kinds: the fixture's kind is not among them, so a student gets the description only.
    expect(studentTaskView(task, { staff: false, seed: 1 }).taskText.map((w) => w.windowId)).toEqual([WindowId.description]);
    expect(chess.studentHidden).toEqual([22]);
  });

  it('refuses, with a clear message, window ids two kinds claim or the spec owns, and a kind that reads a window it did not declare', () => {
    const load = (ownWindows: string) => {
      const root = fixtureWorkspace(chessDeclaration(ownWindows));
      roots.push(root);
      return loadKinds(root, require).map((k) => k.kind)[0] as TaskKind;
    };
    const sqlLike = { ...BUILT_INS[0]!, type: 'Sql2', ownWindows: { query: 21 }, windows: [1, 21] };
    expect(() => createKindRegistry([...BUILT_INS, sqlLike, load('{ chessMove: 21, chessCheck: 22 }')])).toThrow(
      'Window id 21 (Chess.chessMove) is already declared by task kind Sql2: choose a free id for Chess',
    );
    expect(() => createKindRegistry([...BUILT_INS, load('{ chessMove: 5, chessCheck: 22 }')])).toThrow('Window id 5 (Chess.chessMove) is already declared by the spec (windows 1-17)');
    expect(() => createKindRegistry([...BUILT_INS, load('{ chessMove: 21 }')])).toThrow("Task kind Chess reads window 22, which is neither the spec's nor among its ownWindows");
    expect(() => createKindRegistry([...BUILT_INS, BUILT_INS[1]!])).toThrow('Task type Python is declared twice');
  });

  it('refuses to generate for a server kind without a verifier module', () => {
    const root = fixtureWorkspace(chessDeclaration('{ chessMove: 21, chessCheck: 22 }'));
    roots.push(root);
    const json = path.join(root, 'kinds/chess/package.json');
    const pkg = JSON.parse(readFileSync(json, 'utf8'));
    delete pkg.schoolTaskKind.verifier;
    writeFileSync(json, JSON.stringify(pkg));
    expect(() => generatedFiles(require, root)).toThrow("kinds/chess: task kind Chess is checked by a server verifier, but its package.json schoolTaskKind names no \"verifier\" module");
  });

  it('refuses a check lane without its sandboxed module', () => {
    const root = fixtureWorkspace(chessDeclaration('{ chessMove: 21, chessCheck: 22 }'));
    roots.push(root);
    const json = path.join(root, 'kinds/chess/package.json');
    const pkg = JSON.parse(readFileSync(json, 'utf8'));
    delete pkg.schoolTaskKind.checkInside;
    writeFileSync(json, JSON.stringify(pkg));
    expect(() => generatedFiles(require, root)).toThrow('kinds/chess/package.json schoolTaskKind: a check lane needs both "checkLane" (its declaration) and "checkInside" (its sandboxed module)');
  });
});
