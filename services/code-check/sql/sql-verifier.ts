import { WindowId, type AnswerItem } from '@school/contracts';
import { windowText } from '@school/task-kinds';
import { compareResults, parseSqlCheck, SqlWindowId, TSql, type SqlCheckConfig, type SqlJob, type SqlOutcome, type SqlRun, type SqlVerdict } from '@school/sql-kind';
import sqlLane from '@school/sql-kind/src/check/lane';
import type { VerifierInput, VerifierResult } from '../../learning/public';
import type { CheckClient } from '../check-client';
import type { KindVerifierFactory } from '../kind-verifier';
import { isUnjudged, judged, type Unjudged } from '../client-answers';

/** What an SQL check needs of a task and an answer. */
export interface SqlCheckInput {
  /** Window 19: the script that builds the task's database. */
  setup: string;
  /** The student's query (window 18 of the answer). */
  query: string;
  /** Window 17: the author's reference query. */
  reference: string;
  /** Window 20: `{"ordered": …}`, blank for unordered. */
  check: string;
}

/**
 * The verdict from the check service's two result sets, compared here (outside the sandbox): with
 * the rows window 20 expects when it lists them (the reference must still run), else with the
 * reference query's.
 */
export function sqlVerdict(outcome: SqlOutcome, check: SqlCheckConfig): SqlVerdict {
  if ('timedOut' in outcome) return { passed: false, message: TSql.run.tooLong };
  if ('crashed' in outcome) return { passed: false, message: TSql.check.crashed };
  const { reference, student } = outcome;
  const expected: SqlRun = check.expected && reference.ok ? { ok: true, columns: check.expected[0]?.map(() => '') ?? reference.columns, rows: check.expected } : reference;
  return compareResults(expected, student, { ordered: check.ordered });
}

/** Runs the student's query and the reference on fresh copies of the task's database in the check service's sandbox. */
export async function checkSqlQuery(client: CheckClient, input: SqlCheckInput, subject = 'anonymous'): Promise<SqlVerdict | Unjudged> {
  if (!input.query.trim()) return { passed: false, message: TSql.check.emptyAnswer };
  const config = parseSqlCheck(input.check);
  if (!config.ok) return { passed: false, message: config.message };
  const { setup, query, reference } = input;
  const job: SqlJob = { setup, query, reference };
  return judged(() => client.lane<SqlOutcome>(sqlLane, subject, job), (outcome) => sqlVerdict(outcome, config.config));
}

const answerQuery = (answer: readonly AnswerItem[]) => answer.find((a) => a.windowId === SqlWindowId.sqlQuery)?.answerText ?? '';

/** The SQL_TASK_TYPE verifier: the stored query (window 18) against the reference (17) on the task's database (19), in the order window 20 asks. */
export function sqlVerifier(client: CheckClient) {
  return async ({ taskText, answer, studentId }: VerifierInput): Promise<VerifierResult> => {
    const text = (windowId: number) => windowText({ taskText }, windowId);
    const verdict = await checkSqlQuery(
      client,
      { setup: text(SqlWindowId.sqlSetup), query: answerQuery(answer), reference: text(WindowId.solution), check: text(SqlWindowId.sqlCheck) },
      String(studentId),
    );
    return isUnjudged(verdict) ? verdict : { passed: verdict.passed, ...(verdict.passed ? {} : { message: verdict.message }) };
  };
}

export default sqlVerifier satisfies KindVerifierFactory;
