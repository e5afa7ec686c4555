import { TKinds, TaskType, WindowId } from '@school/contracts';
import { defineTaskKind, fail, isBlank, noConfig, ok, parseJsonObject, windowText } from '../define';
import type { ParseResult, TaskContent } from '../types';

const W = WindowId;

/**
 * The code types' checks (windows 3, 7, 8) are code in the check harness of their runtime; their
 * server verifiers (services/code-check) judge them, so the declaration only carries the windows.
 */
export const python = defineTaskKind({
  type: TaskType.Python,
  pass: 'server',
  windows: [W.description, W.pythonCode, W.pythonCheck, W.solution],
  answerWindows: [W.pythonCode],
  studentHidden: [W.pythonCheck, W.solution],
  checkWindow: W.pythonCheck,
  verdict: 'verifier',
  app: 'main',
  assistant: true,
  tutor: { language: 'python', role: 'helps' },
  warmAhead: true,
  solutionCheck: { answer: W.pythonCode, check: W.pythonCheck },
  parse: noConfig,
  example: {
    content: {
      taskText: [
        { windowId: W.description, text: 'Выведи на экран «Привет, мир!».' },
        { windowId: W.pythonCode, text: '# Напиши программу ниже\n' },
        { windowId: W.pythonCheck, text: 'assert output.strip() == "Привет, мир!"' },
        { windowId: W.solution, text: 'print("Привет, мир!")' },
      ],
    },
    answer: [{ windowId: W.pythonCode, answerText: 'print("Пока")' }],
  },
});

export const js = defineTaskKind({
  type: TaskType.JS,
  pass: 'server',
  windows: [W.description, W.jsCode, W.jsCheck, W.jsTemplate, W.solution],
  answerWindows: [W.jsCode],
  studentHidden: [W.jsCheck, W.solution],
  checkWindow: W.jsCheck,
  verdict: 'verifier',
  app: 'main',
  assistant: true,
  tutor: { language: 'js', role: 'helps' },
  solutionCheck: { answer: W.jsCode, check: W.jsCheck },
  parse: noConfig,
  example: {
    content: {
      taskText: [
        { windowId: W.description, text: 'Напиши функцию sum(a, b).' },
        { windowId: W.jsTemplate, text: 'function sum(a, b) {\n  \n}' },
        { windowId: W.jsCheck, text: 'assert(sum(2, 3) === 5);' },
        { windowId: W.solution, text: 'function sum(a, b) {\n  return a + b;\n}' },
      ],
    },
    answer: [{ windowId: W.jsCode, answerText: 'function sum(a, b) {\n  return a - b;\n}' }],
  },
});

/** Window 12 of a Frontend task: the page settings, a JSON object when present (its fields belong to the web workspace). */
function parseFrontend(content: TaskContent): ParseResult<Record<string, unknown>> {
  const raw = windowText(content, W.frontendConfig);
  if (isBlank(raw)) return ok({});
  const data = parseJsonObject(raw);
  return data ? ok(data) : fail(TKinds.author.frontendConfigBroken);
}

export const frontend = defineTaskKind({
  type: TaskType.Frontend,
  pass: 'server',
  windows: [W.description, W.jsCode, W.htmlCode, W.cssCode, W.frontendCheck, W.jsTemplate, W.htmlTemplate, W.cssTemplate, W.frontendConfig, W.solution],
  answerWindows: [W.htmlCode, W.cssCode, W.jsCode],
  studentHidden: [W.frontendCheck, W.solution],
  checkWindow: W.frontendCheck,
  verdict: 'verifier',
  app: 'main',
  assistant: true,
  tutor: { language: 'js', role: 'helps' },
  // The solution (window 17) is a whole page: it is checked as the page's HTML, CSS and JS left empty.
  solutionCheck: { answer: W.htmlCode, check: W.frontendCheck },
  parse: parseFrontend,
  example: {
    content: {
      taskText: [
        { windowId: W.description, text: 'Сделай заголовок «Мой сайт».' },
        { windowId: W.htmlTemplate, text: '<!DOCTYPE html>\n<html>\n<body>\n\n</body>\n</html>' },
        { windowId: W.frontendCheck, text: 'return document.querySelector("h1")?.textContent.trim() === "Мой сайт";' },
      ],
    },
    answer: [{ windowId: W.htmlCode, answerText: '<p>Мой сайт</p>' }],
  },
});

/** A free code editor: there is no check to run, a teacher reads the code. */
export const codeEditor = defineTaskKind({
  type: TaskType.CodeEditor,
  pass: 'teacher',
  windows: [W.description, W.pythonCode, W.solution],
  answerWindows: [W.pythonCode],
  studentHidden: [W.solution],
  app: 'main',
  assistant: true,
  tutor: { language: 'js', role: 'helps' },
  parse: noConfig,
  example: {
    content: {
      taskText: [
        { windowId: W.description, text: 'Напиши игру «Угадай число».' },
        { windowId: W.pythonCode, text: 'import random\n' },
      ],
    },
    answer: [{ windowId: W.pythonCode, answerText: 'import random\nsecret = random.randint(1, 100)\n' }],
  },
});
