import { TaskType, WindowId } from '@school/contracts';
import { defineTaskKind, windowText } from '../define';
import { parseFillData, parseMatchData, parseQuiz, parseSortData, quizKindView, type KindConfig } from '../quiz-logic';
import type { ParseResult } from '../types';

const { description, frontendConfig } = WindowId;
const json = (value: unknown) => JSON.stringify(value);

/** What every quiz declares alike: its answer routes decide, nothing is hidden (window 12 becomes a view), no assistant, the tutor refuses (spec 8). */
const QUIZ_FACTS = { studentHidden: [], verdict: 'answerRoutes', app: 'main', assistant: false, tutor: { language: 'blocks', role: 'refuses' } } as const;

/** Window 12 of a quiz kind becomes its view without the answers; broken data becomes '' (only the description shows). */
function viewOf(taskType: TaskType, parse: (text: string) => ParseResult<KindConfig>) {
  return (windowId: number, text: string, seed: number): string => {
    if (windowId !== frontendConfig) return text;
    const parsed = parse(text);
    return parsed.ok ? json(quizKindView(taskType, parsed.config, seed)) : '';
  };
}

export const quiz = defineTaskKind({
  type: TaskType.Quiz,
  pass: 'server',
  windows: [description],
  answerWindows: [],
  ...QUIZ_FACTS,
  parse: (content) => parseQuiz(content.quiz),
  example: {
    content: {
      taskText: [{ windowId: description, text: 'Выбери правильный ответ.' }],
      quiz: { question: 'Что выведет print(2 + 3)?', answers: [{ text: '5', isCorrect: true }, { text: '23', isCorrect: false }] },
    },
    answer: [],
  },
});

const matchData = { pairs: [{ left: '==', right: 'равно' }, { left: '!=', right: 'не равно' }, { left: '>=', right: 'больше или равно' }] };

function matchKind(type: TaskType) {
  return defineTaskKind({
    type,
    pass: 'server',
    windows: [description, frontendConfig],
    answerWindows: [frontendConfig],
    ...QUIZ_FACTS,
    parse: (content) => parseMatchData(windowText(content, frontendConfig)),
    studentWindow: viewOf(type, parseMatchData),
    example: {
      content: { taskText: [{ windowId: description, text: 'Соедини знак с его смыслом.' }, { windowId: frontendConfig, text: json(matchData) }] },
      answer: [{ windowId: frontendConfig, answerText: json({ pairs: [] }) }],
    },
  });
}

export const matchQuiz = matchKind(TaskType.MatchQuiz);
export const stickyMatchQuiz = matchKind(TaskType.StickyMatchQuiz);

export const fillQuiz = defineTaskKind({
  type: TaskType.FillQuiz,
  pass: 'server',
  windows: [description, frontendConfig],
  answerWindows: [frontendConfig],
  ...QUIZ_FACTS,
  parse: (content) => parseFillData(windowText(content, frontendConfig)),
  studentWindow: viewOf(TaskType.FillQuiz, parseFillData),
  example: {
    content: {
      taskText: [
        { windowId: description, text: 'Заполни пропуски.' },
        { windowId: frontendConfig, text: json({ text: 'Команда [[print]] выводит текст, а [[input|инпут]] читает ввод.' }) },
      ],
    },
    answer: [{ windowId: frontendConfig, answerText: json({ values: ['print', ''] }) }],
  },
});

export const sortQuiz = defineTaskKind({
  type: TaskType.SortQuiz,
  pass: 'server',
  windows: [description, frontendConfig],
  answerWindows: [frontendConfig],
  ...QUIZ_FACTS,
  parse: (content) => parseSortData(windowText(content, frontendConfig)),
  studentWindow: viewOf(TaskType.SortQuiz, parseSortData),
  example: {
    content: {
      taskText: [
        { windowId: description, text: 'Расставь строки по порядку.' },
        { windowId: frontendConfig, text: json({ items: ['for i in range(1, 4):', '    print(i)', 'print("Готово!")'] }) },
      ],
    },
    answer: [{ windowId: frontendConfig, answerText: json({ order: [] }) }],
  },
});
