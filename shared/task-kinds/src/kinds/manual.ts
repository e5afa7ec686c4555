import { ApiPaths, T, TKinds, TaskType, WindowId } from '@school/contracts';
import { defineTaskKind, fail, isBlank, noConfig, ok, parseJsonObject, windowText } from '../define';
import type { ParseResult, TaskContent, TaskKind } from '../types';

const { description, solution, frontendConfig } = WindowId;

/** The Scratch task's config window: its starter project, an .sb3 in our files service (the author saves it in /edit). */
export interface ScratchConfig {
  starter: string | null;
}

const FILE_URL = /^\/api\/files\/[0-9a-f]{32}$/;

export function parseScratchConfig(content: Pick<TaskContent, 'taskText'>): ParseResult<ScratchConfig> {
  const text = windowText(content, frontendConfig);
  if (isBlank(text)) return ok({ starter: null });
  const config = parseJsonObject(text);
  if (!config) return fail(T.blockly.config.invalidJson);
  const { starter = null } = config;
  if (starter !== null && (typeof starter !== 'string' || !FILE_URL.test(starter))) return fail(TKinds.author.scratchStarterUrl);
  return ok({ starter });
}

export const scratchConfigText = (config: ScratchConfig) => JSON.stringify(config);

/** Types whose work a teacher judges: the answer is free text, a file, a chat or a project. */
function teacherKind<C = null>(
  type: TaskType,
  answerWindows: readonly WindowId[],
  task: string,
  answer: string,
  config: { windows: readonly WindowId[]; parse: (content: TaskContent) => ParseResult<C> } = {
    windows: [description, solution],
    parse: noConfig as () => ParseResult<C>,
  },
  facts: Partial<Pick<TaskKind, 'app' | 'assistant' | 'tutor' | 'warmAhead'>> = {},
) {
  return defineTaskKind({
    type,
    pass: 'teacher',
    windows: config.windows,
    answerWindows,
    studentHidden: [solution],
    app: facts.app ?? 'main',
    assistant: facts.assistant ?? true,
    tutor: facts.tutor ?? { language: 'blocks', role: 'helps' },
    ...(facts.warmAhead ? { warmAhead: true } : {}),
    parse: config.parse,
    example: {
      content: { taskText: [{ windowId: description, text: task }] },
      answer: answerWindows.map((windowId) => ({ windowId, answerText: answer })),
    },
  });
}

export const plainText = teacherKind(TaskType.PlainText, [description], 'Объясни, что такое переменная.', 'Переменная хранит значение.');
export const writing = teacherKind(
  TaskType.Writing,
  [description],
  'Опиши свое утро как алгоритм.',
  JSON.stringify({ root: { children: [], type: 'root', version: 1 } }),
);
export const files = teacherKind(TaskType.Files, [], 'Загрузи фото блок-схемы.', '');
// The task is itself a chat with the tutor (its description is the tutor's brief): the floating assistant is not offered beside it.
export const aiChat = teacherKind(TaskType.AiChat, [description], 'Попроси помощника придумать задачу.', 'Придумай задачу на условия.', undefined, {
  assistant: false,
  tutor: { language: 'blocks', role: 'task' },
});
// A Scratch project is an .sb3 file in our files service; the answer holds its URL (mfe-scratch).
// The starter project the student begins with: the config window (else the task's .sb3 file).
export const scratch = teacherKind(TaskType.Scratch, [description], 'Сделай игру в Scratch.', ApiPaths.file('0123456789abcdef0123456789abcdef'), {
  windows: [description, solution, frontendConfig],
  parse: parseScratchConfig,
}, { app: 'scratch', warmAhead: true });
// A ScratchJr project is its versioned JSON (@school/scratchjr-engine), saved as a file through
// ApiPaths.fileScratchJr; the answer holds the file URL (older answers hold the JSON itself).
export const scratchJr = teacherKind(
  TaskType.ScratchJr,
  [description],
  'Собери историю в ScratchJr.',
  JSON.stringify({
    version: 1,
    pages: [{ id: 'p1', background: 'park', characters: [{ id: 'cat', kind: 'cat', x: 120, y: 180, scripts: [{ id: 's1', blocks: [{ op: 'onFlag' }, { op: 'moveRight', n: 4 }] }] }] }],
  }),
  undefined,
  { app: 'scratchJr' },
);
