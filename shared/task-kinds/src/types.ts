import type { AnswerItem, TaskType, WindowId } from '@school/contracts';

/**
 * How a pass of a task is established:
 * - `server`: the service verifies the answer itself (quizzes, block games, typing, code);
 * - `teacher`: a teacher marks the task after ManualCheck;
 * - `completion`: nothing can be verified, finishing the task is the pass (video, comics).
 */
export const PassPolicy = { Server: 'server', Teacher: 'teacher', Completion: 'completion' } as const;
export type PassPolicy = (typeof PassPolicy)[keyof typeof PassPolicy];

/** Which frame app opens a task on /solve (spec: `app=main | scratch | scratchJr`; scratch reloads the page). */
export type KindApp = 'main' | 'scratch' | 'scratchJr';

/**
 * What the AI tutor does on a task of the kind:
 * - `language`: the language it reads the student's answer in (blocks: the block types in order);
 * - `role`: `helps` with the task reading the answer; `refuses` to answer (the quizzes, spec 8);
 *   `task`: the chat is the task itself (its description briefs the tutor, the answer is not context).
 */
export interface KindTutor {
  /** Open: a kind package names its own language ('sql'); the tutor explains errors it knows. */
  language: 'python' | 'js' | 'blocks' | (string & {});
  role: 'helps' | 'refuses' | 'task';
  /**
   * The kind's own rules for the tutor without a language model: the last run's output (as the
   * workspace shows it, or pasted by the student) → a Russian explanation; null hands the output
   * to the tutor's general rules.
   */
  explain?: (output: string) => KindTutorExplanation | null;
}

/** What a kind's tutor rules make of a run's output: the kind of failure and the text for the student. */
export interface KindTutorExplanation {
  kind: string;
  text: string;
}

/**
 * Where a `server` kind's verdict comes from:
 * - `verifier`: a server verifier registered for the type (services: block games, typing; the
 *   check service: code) re-checks the stored answer; the services refuse to start without one;
 * - `answerRoutes`: the kind's own answer routes check and record the pass (the quizzes).
 */
export type ServerVerdict = 'verifier' | 'answerRoutes';

export interface TextWindow {
  windowId: number;
  text: string;
}

/** A quiz as an author writes it (the correct flags are the answer key). */
export interface QuizContent {
  question: string;
  answers: { id?: number; text: string; isCorrect?: boolean }[];
}

/** What the author stores for a task: its text windows and, for Quiz, the quiz. */
export interface TaskContent {
  taskText: readonly TextWindow[];
  quiz?: QuizContent | null;
}

/** A parsed config, or a Russian message for the author. Parsers never throw. */
export type ParseResult<C> = { ok: true; config: C } | { ok: false; message: string };

export interface KindExample {
  /** A valid sample of the task's windows (and quiz). */
  content: TaskContent;
  /** A plausible student answer that does not pass. */
  answer: AnswerItem[];
  /** An answer that passes, for the types whose verdict is pure (quizzes, typing). */
  passingAnswer?: AnswerItem[];
}

export interface TaskKind<C = unknown> {
  type: TaskType;
  /** A kind package's Russian name for authors (the spec's kinds have theirs in TAuthor.kindNames); generated into the catalogue. */
  title?: string;
  pass: PassPolicy;
  /**
   * The window ids a kind package adds beyond the spec's 1-17, by name (e.g. `{ sqlQuery: 18 }`).
   * Two kinds claiming one id, or an id of the spec's, stop the registry from loading.
   */
  ownWindows?: Readonly<Record<string, number>>;
  /** The task text windows the type reads, hidden ones included. */
  windows: readonly WindowId[];
  /** The windows a student's answer holds (each among `windows`). */
  answerWindows: readonly WindowId[];
  /** The windows of `windows` a student never receives: the checks and the solution. */
  studentHidden: readonly WindowId[];
  /**
   * The workspace shows the spec's side panel itself ('Задание', 'Решение', 'Проверка', 'Теория'
   * beside its game, in every mode): the host's task screen then adds no side tabs of its own.
   */
  ownSidePanel?: boolean;
  /** The window an author writes the check in (the side panel's 'Проверка' tab); none when nothing runs a check. */
  checkWindow?: WindowId;
  /** For pass `server` only: who decides the pass. */
  verdict?: ServerVerdict;
  /** The frame app that opens the task on /solve. */
  app: KindApp;
  /** Whether the floating AI assistant is offered on the task screen (not on quizzes nor the AI chat task itself). */
  assistant: boolean;
  /** What the AI tutor does on such a task. */
  tutor: KindTutor;
  /**
   * The workspace is slow to start cold and its module exports `prefetch()`: the lesson list and
   * the task before one of this kind let it fetch its files at idle time.
   */
  warmAhead?: boolean;
  /**
   * For kinds whose server check runs one program: where the author's solution (window 17) goes
   * as the answer and which window holds the check, so the author can try the check on /edit.
   */
  solutionCheck?: {
    answer: WindowId;
    check: WindowId;
    /** A blank check window is itself a valid check (SQL: unordered rows), so the author may try it blank as students meet it. */
    blankCheckValid?: boolean;
  };
  /** Validates the config windows of a task (author side). */
  parse(content: TaskContent): ParseResult<C>;
  /** Rewrites a window a student receives (e.g. a quiz kind's data becomes a view without the answers). */
  studentWindow?(windowId: number, text: string, seed: number): string;
  example: KindExample;
}
