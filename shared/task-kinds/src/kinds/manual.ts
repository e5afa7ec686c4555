import { ApiPaths, TaskType, WindowId } from '@school/contracts';
import { defineTaskKind, noConfig } from '../define';

const { description, solution } = WindowId;

/** Types whose work a teacher judges: the answer is free text, a file, a chat or a project. */
function teacherKind(type: TaskType, answerWindows: readonly WindowId[], task: string, answer: string) {
  return defineTaskKind({
    type,
    pass: 'teacher',
    windows: [description, solution],
    answerWindows,
    parse: noConfig,
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
export const aiChat = teacherKind(TaskType.AiChat, [description], 'Попроси помощника придумать задачу.', 'Придумай задачу на условия.');
// A Scratch project is an .sb3 file in our files service; the answer holds its URL (mfe-scratch).
export const scratch = teacherKind(TaskType.Scratch, [description], 'Сделай игру в Scratch.', ApiPaths.file('0123456789abcdef0123456789abcdef'));
// A ScratchJr project is stored as its versioned JSON (@school/scratchjr-engine) in the description window.
export const scratchJr = teacherKind(
  TaskType.ScratchJr,
  [description],
  'Собери историю в ScratchJr.',
  JSON.stringify({
    version: 1,
    pages: [{ id: 'p1', background: 'park', characters: [{ id: 'cat', kind: 'cat', x: 120, y: 180, scripts: [{ id: 's1', blocks: [{ op: 'onFlag' }, { op: 'moveRight', n: 4 }] }] }] }],
  }),
);
