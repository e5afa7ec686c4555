import { TASK_TYPES, TaskType, WINDOW_IDS, WindowId } from '@school/contracts';
import { exampleTaskDto } from './fixtures';
import { KIND_LIST, KNOWN_WINDOW_IDS, QUIZ_TYPES, STUDENT_HIDDEN_WINDOWS, TASK_KINDS, kindsNeedingVerifier, passOf, taskKind, typesWithPass } from './registry';
import { PLUGIN_KINDS } from './kinds.generated';
import { studentTaskView } from './student-view';

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

const GARBAGE = ['', '   ', '{', 'null', '[]', '42', '"text"', '{"game":1}', '{"pairs":[null,1]}', '{"items":[1,2]}', '{"text":5}', '\u0000'];

describe('task kinds: one declaration per type', () => {
  it('declares each of the 22 types of the spec once, under its own name, then the kind packages', () => {
    expect(TASK_TYPES).toHaveLength(22);
    expect(KIND_LIST.map((k) => k.type)).toEqual([...TASK_TYPES, ...PLUGIN_KINDS.map((k) => k.type)]);
    for (const t of TASK_TYPES) expect(TASK_KINDS[t].type).toBe(t);
    expect(taskKind('Chess')).toBeUndefined();
    expect(taskKind('toString')).toBeUndefined();
    expect(passOf('Chess')).toBeUndefined();
  });

  it('gives every type a pass policy, completion only where nothing can be verified', () => {
    expect(typesWithPass('completion')).toEqual([TaskType.Video, TaskType.Manga]);
    expect(typesWithPass('teacher').sort()).toEqual(
      [TaskType.PlainText, TaskType.Writing, TaskType.Files, TaskType.CodeEditor, TaskType.AiChat, TaskType.Scratch, TaskType.ScratchJr].sort(),
    );
    expect(typesWithPass('server')).toHaveLength(KIND_LIST.length - 2 - 7);
  });

  it.each(KIND_LIST.map((k) => [k.type, k] as const))('%s: the example is valid and its answers use the declared windows', (_type, kind) => {
    expect(kind.parse(kind.example.content)).toMatchObject({ ok: true });
    for (const w of kind.example.content.taskText) expect(kind.windows).toContain(w.windowId);
    for (const a of [...kind.example.answer, ...(kind.example.passingAnswer ?? [])]) expect(kind.answerWindows).toContain(a.windowId);
  });

  it.each(KIND_LIST.map((k) => [k.type, k] as const))('%s: a broken config gives a message, never a throw', (_type, kind) => {
    for (const text of GARBAGE) {
      const taskText = kind.windows.map((windowId) => ({ windowId, text }));
      const result = kind.parse({ taskText, quiz: null });
      if (!result.ok) expect(result.message).toMatch(/[а-яё]/i);
      expect(() => kind.studentWindow?.(WindowId.frontendConfig, text, 1)).not.toThrow();
    }
  });
});

describe('task kinds: every per-type fact declared consistently', () => {
  it.each(KIND_LIST.map((k) => [k.type, k] as const))('%s: answer, hidden and check windows among the windows it reads', (_type, kind) => {
    for (const w of kind.answerWindows) expect(kind.windows).toContain(w);
    for (const w of kind.studentHidden) expect(kind.windows).toContain(w);
    // A student must be able to receive the windows they answer in.
    for (const w of kind.answerWindows) expect(kind.studentHidden).not.toContain(w);
    if (kind.checkWindow !== undefined) {
      expect(kind.windows).toContain(kind.checkWindow);
      expect(kind.studentHidden).toContain(kind.checkWindow);
    }
    if (kind.windows.includes(WindowId.solution)) expect(kind.studentHidden).toContain(WindowId.solution);
    if (kind.solutionCheck) {
      expect(kind.solutionCheck.check).toBe(kind.checkWindow);
      expect(kind.answerWindows).toContain(kind.solutionCheck.answer);
    }
  });

  it.each(KIND_LIST.map((k) => [k.type, k] as const))('%s: a verdict source only on server kinds, an app, an assistant flag and what the tutor does', (_type, kind) => {
    if (kind.pass !== 'server') expect(kind.verdict).toBeUndefined();
    expect(['main', 'scratch', 'scratchJr']).toContain(kind.app);
    expect(typeof kind.assistant).toBe('boolean');
    expect(kind.tutor.language).toMatch(/^[a-z]+$/);
    expect(['helps', 'refuses', 'task']).toContain(kind.tutor.role);
  });

  it('derives the shared lists from the declarations', () => {
    const packagesHidden = PLUGIN_KINDS.flatMap((k) => k.studentHidden);
    expect(STUDENT_HIDDEN_WINDOWS).toEqual(sorted([WindowId.pythonCheck, WindowId.jsCheck, WindowId.frontendCheck, WindowId.solution, ...packagesHidden]));
    expect(KNOWN_WINDOW_IDS).toEqual(sorted([...WINDOW_IDS, ...PLUGIN_KINDS.flatMap((k) => Object.values(k.ownWindows ?? {}))]));
    expect([...QUIZ_TYPES].sort()).toEqual([TaskType.Quiz, TaskType.MatchQuiz, TaskType.StickyMatchQuiz, TaskType.FillQuiz, TaskType.SortQuiz].sort());
    expect(kindsNeedingVerifier().map((k) => k.type).sort()).toEqual(
      [
        ...[TaskType.Python, TaskType.JS, TaskType.Frontend, TaskType.Blockly, TaskType.CustomGame, TaskType.Typing, TaskType.TypingTrainer, TaskType.TypingGame],
        ...kindsNeedingVerifier(PLUGIN_KINDS).map((k) => k.type),
      ].sort(),
    );
    expect(KIND_LIST.filter((k) => !k.assistant).map((k) => k.type).sort()).toEqual([...QUIZ_TYPES, TaskType.AiChat].sort());
    expect(KIND_LIST.filter((k) => k.tutor.role === 'refuses').map((k) => k.type)).toEqual(QUIZ_TYPES);
    expect(KIND_LIST.filter((k) => k.tutor.role === 'task').map((k) => k.type)).toEqual([TaskType.AiChat]);
    // The block screen shows the spec's side panel itself, so the host adds none (one set of tabs).
    expect(KIND_LIST.filter((k) => k.ownSidePanel).map((k) => k.type)).toEqual([TaskType.Blockly, TaskType.CustomGame]);
    expect(KIND_LIST.filter((k) => k.app !== 'main').map((k) => [k.type, k.app])).toEqual([
      [TaskType.ScratchJr, 'scratchJr'],
      [TaskType.Scratch, 'scratch'],
    ]);
  });
});

describe('task kinds: config parsers of the block games, typing and pages', () => {
  const parse = (type: TaskType, windows: Partial<Record<keyof typeof WindowId, string>>) =>
    TASK_KINDS[type].parse({ taskText: Object.entries(windows).map(([k, text]) => ({ windowId: WindowId[k as keyof typeof WindowId], text: text })) });

  it('names the problem of a block game map', () => {
    expect(parse(TaskType.Blockly, { blocklyGameMap: '{' })).toEqual({ ok: false, message: 'Это не JSON-объект' });
    expect(parse(TaskType.Blockly, { blocklyGameMap: '{"game":"Chess"}' })).toEqual({
      ok: false,
      message: 'Укажите game: Turtle, Labirint, Labirint3D, FlowerDefence, SpaceMixLab или CustomGame',
    });
    expect(parse(TaskType.CustomGame, { blocklyGameMap: '{"game":"CustomGame","engine":"Labirint3D"}' })).toEqual({ ok: true, config: { game: 'CustomGame', engine: 'Labirint3D' } });
    expect(parse(TaskType.CustomGame, { blocklyGameMap: '{"game":"CustomGame","engine":"CustomGame"}' })).toMatchObject({ ok: false });
    expect(parse(TaskType.CustomGame, { blocklyGameMap: '{"game":"Labirint","maximumBlocks":-1}' })).toEqual({
      ok: false,
      message: 'maximumBlocks должно быть целым числом не меньше 0',
    });
    // `blocks` (spec 3.1) is a limit too: a negative one would make a task no block screen opens.
    expect(parse(TaskType.Blockly, { blocklyGameMap: '{"game":"Turtle","blocks":-1}' })).toEqual({ ok: false, message: 'blocks должно быть целым числом не меньше 0' });
    expect(parse(TaskType.Blockly, { blocklyGameMap: '{"game":"Turtle","blocks":12}' })).toEqual({ ok: true, config: { game: 'Turtle', blocks: 12 } });
    expect(parse(TaskType.Blockly, { blocklyGameMap: '{"game":"Turtle","toolbox":[1]}' })).toEqual({ ok: false, message: 'toolbox должен быть списком типов блоков' });
    expect(parse(TaskType.Blockly, { blocklyGameMap: '{"game":"Turtle","maximumBlocks":5}' })).toEqual({ ok: true, config: { game: 'Turtle', maximumBlocks: 5 } });
  });

  it('needs a typing text, and whole-number coins in a typing game', () => {
    expect(parse(TaskType.Typing, { typingText: '  ' })).toEqual({ ok: false, message: 'Впишите текст для печати.' });
    expect(parse(TaskType.TypingGame, { typingText: 'раз два' })).toEqual({ ok: true, config: { coinsPerWord: 1, hintPrice: 3, words: ['раз', 'два'] } });
    expect(parse(TaskType.TypingGame, { typingText: 'раз', frontendConfig: '{"coinsPerWord":0,"hintPrice":2}' })).toMatchObject({ ok: false });
  });

  it('takes a page config only as a JSON object', () => {
    expect(parse(TaskType.Frontend, { frontendConfig: '[1]' })).toEqual({ ok: false, message: 'Настройки страницы должны быть JSON-объектом.' });
    expect(parse(TaskType.Frontend, {})).toEqual({ ok: true, config: {} });
  });
});

describe('task kinds: what a student receives', () => {
  it.each(KIND_LIST.map((k) => [k.type] as const))('%s: no solution, checks, isCorrect or answer key for students; everything for staff', (type) => {
    const staff = exampleTaskDto(type);
    const withSecrets = {
      ...staff,
      taskText: [...staff.taskText, ...STUDENT_HIDDEN_WINDOWS.map((windowId, i) => ({ id: 100 + i, taskId: staff.id, windowId, text: `secret ${windowId}` }))],
    };
    expect(studentTaskView(withSecrets, { staff: true, seed: 1 })).toBe(withSecrets);
    const student = studentTaskView(withSecrets, { staff: false, seed: 1 });
    for (const hidden of STUDENT_HIDDEN_WINDOWS) expect(student.taskText.some((w) => w.windowId === hidden)).toBe(false);
    expect(JSON.stringify(student)).not.toContain('secret');
    expect(JSON.stringify(student)).not.toContain('isCorrect');
    expect(exampleTaskDto(type, { viewer: 'student' }).taskText.length).toBeLessThanOrEqual(staff.taskText.length);
  });

  it('gives a student only the description of a type the school does not know', () => {
    const staff = exampleTaskDto(TaskType.Python);
    const unknown = { ...staff, taskType: 'Chess', taskText: [...staff.taskText, { id: 99, taskId: staff.id, windowId: 18, text: 'secret' }] };
    const student = studentTaskView(unknown, { staff: false, seed: 1 });
    expect(student.taskText.map((w) => w.windowId)).toEqual([WindowId.description]);
  });

  it('gives a quiz kind its view instead of the author data', () => {
    const student = exampleTaskDto(TaskType.FillQuiz, { viewer: 'student' });
    const data = student.taskText.find((w) => w.windowId === WindowId.frontendConfig)!.text;
    expect(JSON.parse(data)).toMatchObject({ kind: 'fill' });
    expect(data).not.toMatch(/print|инпут/);
    const quiz = exampleTaskDto(TaskType.Quiz, { viewer: 'student' });
    expect(quiz.quiz?.answers.map((a) => a.text)).toEqual(['5', '23']);
  });
});
