import { TKinds, TaskType, WindowId, type TypingGameConfig } from '@school/contracts';
import { defineTaskKind, fail, isBlank, ok, parseJsonObject, windowText } from '../define';
import { typingWords } from '../typing';
import type { ParseResult, TaskContent } from '../types';

const { description, frontendConfig, typingText } = WindowId;

/** The workspace's defaults when window 12 is empty. */
export const DEFAULT_TYPING_GAME: TypingGameConfig = { coinsPerWord: 1, hintPrice: 3 };

function parseText(content: TaskContent): ParseResult<{ text: string }> {
  const text = windowText(content, typingText);
  return isBlank(text) ? fail(TKinds.author.typingTextEmpty) : ok({ text });
}

const int = (v: unknown, min: number) => Number.isInteger(v) && (v as number) >= min;

function parseGame(content: TaskContent): ParseResult<TypingGameConfig & { words: string[] }> {
  const text = parseText(content);
  if (!text.ok) return text;
  const words = typingWords(text.config.text);
  const raw = windowText(content, frontendConfig);
  if (isBlank(raw)) return ok({ ...DEFAULT_TYPING_GAME, words });
  const data = parseJsonObject(raw);
  if (!data || !int(data.coinsPerWord, 1) || !int(data.hintPrice, 0)) return fail(TKinds.author.typingGameConfig);
  return ok({ coinsPerWord: data.coinsPerWord as number, hintPrice: data.hintPrice as number, words });
}

const sample = 'фыва олдж';

/** The typing kinds' verdict is the typed text checked again on the server; the tutor reads it as plain text. */
const TYPING_FACTS = { studentHidden: [], verdict: 'verifier', app: 'main', assistant: true, tutor: { language: 'blocks', role: 'helps' } } as const;

function typingKind(type: TaskType) {
  return defineTaskKind({
    type,
    pass: 'server',
    windows: [description, typingText],
    answerWindows: [typingText],
    ...TYPING_FACTS,
    parse: parseText,
    example: {
      content: { taskText: [{ windowId: description, text: 'Напечатай строку.' }, { windowId: typingText, text: sample }] },
      answer: [{ windowId: typingText, answerText: 'фыв' }],
      passingAnswer: [{ windowId: typingText, answerText: sample }],
    },
  });
}

export const typing = typingKind(TaskType.Typing);
export const typingTrainer = typingKind(TaskType.TypingTrainer);

export const typingGame = defineTaskKind({
  type: TaskType.TypingGame,
  pass: 'server',
  windows: [description, typingText, frontendConfig],
  answerWindows: [typingText],
  ...TYPING_FACTS,
  parse: parseGame,
  example: {
    content: {
      taskText: [
        { windowId: description, text: 'Печатай слова и собирай монеты.' },
        { windowId: typingText, text: 'число больше меньше' },
        { windowId: frontendConfig, text: JSON.stringify({ coinsPerWord: 2, hintPrice: 5 }) },
      ],
    },
    answer: [{ windowId: typingText, answerText: 'число больше' }],
    passingAnswer: [{ windowId: typingText, answerText: 'число больше меньше' }],
  },
});
