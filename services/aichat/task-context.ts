import type { FastifyRequest } from 'fastify';
import { AI_TEXTS, T, WindowId, type AnswerItem, type TaskType } from '@school/contracts';
import { taskKind, windowText, type KindTutor } from '@school/task-kinds';
import { forbidden } from '../core/http-error';
import type { LearningReader } from '../learning/reader';
import type { ChatTurn } from './provider';

/**
 * What the tutor may know about a task, assembled on the server: the description from the
 * student's view of the task (the learning reader's studentTexts: never the solution 17 or the checks 3, 7, 8) and
 * the answer windows of the student's own saved answer. Nothing else reaches the model or the
 * offline rules, so neither can leak the solution.
 */
export interface TaskContext {
  taskId: number;
  taskType: TaskType;
  goal: string;
  answer: string;
  language: KindTutor['language'];
  /** The tutor's role on the task, from the kind's declaration (a kind the school does not know: refused). */
  role: KindTutor['role'];
  /** The kind's own rules for the offline tutor, when its declaration has them. */
  explain?: KindTutor['explain'];
}

const MAX_ANSWER_CHARS = 6000;

/** What the tutor does on a task of the type: its kind's declaration; a type the school does not know is refused. */
export function tutorOf(taskType: string): KindTutor {
  return taskKind(taskType)?.tutor ?? { language: 'blocks', role: 'refuses' };
}

/** Rich-text descriptions are stored as editor JSON: their text nodes, one paragraph a line. */
export function plainText(stored: string): string {
  const trimmed = stored.trim();
  if (!trimmed.startsWith('{')) return trimmed;
  try {
    const lines: string[] = [];
    const walk = (node: unknown, line: string[]): void => {
      if (!node || typeof node !== 'object') return;
      const n = node as { text?: unknown; children?: unknown[]; type?: string };
      if (typeof n.text === 'string') line.push(n.text);
      if (Array.isArray(n.children)) {
        const block = n.type === 'root' ? line : [];
        for (const child of n.children) walk(child, block);
        if (block !== line && block.length) lines.push(block.join(''));
      }
    };
    const rootLine: string[] = [];
    walk((JSON.parse(trimmed) as { root?: unknown }).root ?? JSON.parse(trimmed), rootLine);
    if (rootLine.length) lines.push(rootLine.join(''));
    return lines.join('\n').trim() || trimmed;
  } catch {
    return trimmed;
  }
}

/** Blocks answers are XML: the block types in order read better than the markup. */
function answerText(items: AnswerItem[], taskType: TaskType, language: TaskContext['language']): string {
  const answerWindows: readonly number[] = taskKind(taskType)?.answerWindows ?? [];
  const parts = items
    .filter((a) => answerWindows.includes(a.windowId))
    .map((a) => {
      const text = a.answerText ?? '';
      if (language === 'blocks' && text.trim().startsWith('<')) {
        return [...text.matchAll(/<block[^>]*\btype="([^"]+)"/g)].map((m) => m[1]).join(', ');
      }
      return text;
    })
    .filter((t) => t.trim());
  const joined = parts.join('\n\n');
  return joined.length > MAX_ANSWER_CHARS ? `${joined.slice(0, MAX_ANSWER_CHARS)}\n…` : joined;
}

/** Loads the context of a task the caller may reach (404 / 403 / TASK_LOCKED otherwise), through the learning domain's reader. */
export async function loadTaskContext(learning: LearningReader, request: FastifyRequest, taskId: number): Promise<TaskContext> {
  const access = request.access;
  if (!access) throw forbidden(T.server.forbidden);
  const subject = { studentId: access.subjectId, staff: access.staff };
  const task = await learning.reachableTask(subject, taskId);
  const [texts, answer] = await Promise.all([learning.studentTexts(task, subject.studentId), learning.answerOf(task.id, subject.studentId)]);
  const description = windowText({ taskText: texts }, WindowId.description);
  const { language, role, explain } = tutorOf(task.taskType);
  return {
    taskId: task.id,
    taskType: task.taskType,
    goal: plainText(description),
    answer: answerText(answer, task.taskType, language),
    language,
    role,
    explain,
  };
}

/** The model's conversation: the tutor's rules, the task context, the history, the new message. */
export function buildTurns(input: {
  task: TaskContext | null;
  runOutput: string;
  history: { role: 'user' | 'assistant'; content: string }[];
  message: string;
}): ChatTurn[] {
  const system = [AI_TEXTS.systemPrompt];
  if (input.task?.role === 'task') system.push(AI_TEXTS.aiChatTaskPrompt(input.task.goal));
  const context: string[] = [];
  if (input.task?.goal) context.push(`${AI_TEXTS.contextTask}:\n${input.task.goal}`);
  if (input.task?.answer && input.task.role !== 'task') context.push(`${AI_TEXTS.contextAnswer}:\n${input.task.answer}`);
  if (input.runOutput.trim()) context.push(`${AI_TEXTS.contextRun}:\n${input.runOutput.trim()}`);
  const turns: ChatTurn[] = [{ role: 'system', content: system.join('\n') }];
  if (context.length) turns.push({ role: 'system', content: context.join('\n\n') });
  for (const m of input.history) turns.push({ role: m.role, content: m.content });
  turns.push({ role: 'user', content: input.message });
  return turns;
}
