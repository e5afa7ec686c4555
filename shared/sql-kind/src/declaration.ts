import type { ParseResult, TaskContent, TaskKind } from '@school/task-kinds';
import { parseSqlCheck, type SqlCheckConfig } from './check-config';
import { TSql } from './texts';
import { SQL_OWN_WINDOWS, SqlWindowId as W } from './windows';
import { explainSqlOutput } from './tutor';

/** The SQL kind's task type name (a kind package's type, not one of the spec's). */
export const SQL_TASK_TYPE = 'Sql';

/** The task's config as the check reads it: the database script (19) and the order rule (20). */
export interface SqlTaskConfig extends SqlCheckConfig {
  setup: string;
}

const textOf = (content: Pick<TaskContent, 'taskText'>, windowId: number): string =>
  content.taskText.find((w) => w.windowId === windowId)?.text ?? '';

function parseSqlTask(content: TaskContent): ParseResult<SqlTaskConfig> {
  const check = parseSqlCheck(textOf(content, W.sqlCheck));
  if (!check.ok) return check;
  const setup = textOf(content, W.sqlSetup);
  if (setup.trim() === '') return { ok: false, message: TSql.author.setupMissing };
  return { ok: true, config: { ...check.config, setup } };
}

/**
 * The SQL task type: the student writes a query (18) against the task's database (19); the check
 * service runs it and the author's reference query (17) on fresh databases and compares the result
 * sets, in order when window 20 says so. A plain object typed as a TaskKind (the identity
 * `defineTaskKind` is not called: @school/task-kinds' registry imports this module through its
 * generated list, and a value import back would make the two modules load each other).
 * Registered by the "schoolTaskKind" field of this package's package.json (`npm run gen:kinds`).
 */
export const sql: TaskKind<SqlTaskConfig> = {
  type: SQL_TASK_TYPE,
  title: TSql.kindName,
  ownWindows: SQL_OWN_WINDOWS,
  pass: 'server',
  verdict: 'verifier',
  windows: [W.description, W.sqlQuery, W.sqlSetup, W.sqlCheck, W.solution],
  answerWindows: [W.sqlQuery],
  studentHidden: [W.sqlCheck, W.solution],
  checkWindow: W.sqlCheck,
  app: 'main',
  assistant: true,
  // sql.js's wasm (~650 KB) is fetched ahead: the workspace module exports `prefetch()`.
  warmAhead: true,
  // The offline tutor explains SQLite's errors with this kind's rules (tutor.ts).
  tutor: { language: 'sql', role: 'helps', explain: explainSqlOutput },
  // A blank window 20 reads as unordered for the author's 'Проверить решение' exactly as for students.
  solutionCheck: { answer: W.sqlQuery, check: W.sqlCheck, blankCheckValid: true },
  parse: parseSqlTask,
  example: {
    content: {
      taskText: [
        { windowId: W.description, text: 'Выведи имена всех питомцев.' },
        { windowId: W.sqlQuery, text: '-- Напиши запрос здесь\n' },
        {
          windowId: W.sqlSetup,
          text: "CREATE TABLE pets (id INTEGER PRIMARY KEY, name TEXT, kind TEXT);\nINSERT INTO pets VALUES (1, 'Мурка', 'кошка'), (2, 'Шарик', 'собака');",
        },
        { windowId: W.sqlCheck, text: '{"ordered": false}' },
        { windowId: W.solution, text: 'SELECT name FROM pets;' },
      ],
    },
    answer: [{ windowId: W.sqlQuery, answerText: 'SELECT kind FROM pets;' }],
  },
};

export default sql;
