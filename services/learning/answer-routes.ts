import type { FastifyInstance } from 'fastify';
import { ApiPaths, SolveStatus, T, TaskAction, TaskType, type AnswerSaveBody, type QuizAnswerItem } from '@school/contracts';
import { errorResponses } from '../core/schemas';
import { badRequest } from '../core/http-error';
import { parseAnswer } from './tasks-repository';
import { conflict } from './progress-repository';
import { isFinished } from './status-machine';
import { assertPassVerified } from './checks/pass-check';
import {
  answerSaveBody,
  answerSaveResultSchema,
  answerSchema,
  conflictResponse,
  dataOf,
  idParams,
  quizAnswerBody,
  quizResultSchema,
  studentQuery,
} from './learning-schemas';

const tags = ['learning'];
/** The quiz answer is a list of chosen options, each naming the student. */
const quizSubject = (request: { body: unknown }) => (Array.isArray(request.body) ? (request.body[0] as QuizAnswerItem | undefined)?.studentId : undefined);

/** Answers: read, save with revisions, and the server-checked quiz answer. */
export default async function answerRoutes(app: FastifyInstance) {
  /** Loads the task for the subject, refusing tasks of unseen courses and tasks locked by progress. */
  async function reachableTask(request: Parameters<typeof app.tasks.subject>[0], taskId: number, studentId?: number) {
    const subject = await app.tasks.subject(request, studentId);
    return { subject, task: await app.tasks.reachableTask(subject, taskId) };
  }

  app.get<{ Params: { id: number }; Querystring: { studentId?: number } }>(
    ApiPaths.answer(':id'),
    { config: { access: 'selfOrTeacherOfCourse', course: { task: 'id' } }, schema: { tags, params: idParams, querystring: studentQuery, response: { 200: dataOf(answerSchema), ...errorResponses } } },
    async (request) => {
      const { subject, task } = await reachableTask(request, request.params.id, request.query.studentId);
      const [stored, solveStatus] = await Promise.all([
        app.progress.answerOf(task.id, subject.studentId),
        app.tasks.statusOf(subject.studentId, task.id),
      ]);
      return {
        data: {
          lessonTaskId: task.id,
          studentId: subject.studentId,
          solveStatus,
          answer: stored ? parseAnswer(stored.answerJson) : [],
          revision: stored?.revision ?? 0,
          autoCheckPassed: stored?.autoCheckPassed ?? false,
          projectId: stored?.projectId ?? null,
          updatedAt: stored?.updatedAt.toISOString() ?? null,
        },
      };
    },
  );

  app.post<{ Params: { id: number }; Body: AnswerSaveBody }>(
    ApiPaths.answer(':id'),
    {
      config: { access: 'selfOrTeacherOfCourse', course: { task: 'id' } },
      schema: {
        tags,
        params: idParams,
        body: answerSaveBody,
        response: { 200: dataOf(answerSaveResultSchema), ...errorResponses, ...conflictResponse },
      },
    },
    async (request) => {
      if (request.body.lessonTaskId !== request.params.id) throw badRequest(T.server.badRequest, 'TASK_MISMATCH');
      const subject = await app.tasks.subject(request, request.body.studentId);
      const task = await app.tasks.reachableRef(subject, request.params.id);
      // A save that claims a pass is held to the same rule as status Autocheck, on the submitted answer.
      if (request.body.autoCheckPassed) await assertPassVerified(app, task, request.body.answer, subject.studentId);
      return { data: await app.progress.saveAnswer(task, subject, request.body) };
    },
  );

  app.post<{ Params: { id: number }; Body: QuizAnswerItem[] }>(
    ApiPaths.quizAnswer(':id'),
    {
      config: { access: 'selfOrTeacherOfCourse', course: { task: 'id' }, subject: quizSubject },
      schema: {
        tags,
        params: idParams,
        body: quizAnswerBody,
        response: { 200: dataOf(quizResultSchema), ...errorResponses, ...conflictResponse },
      },
    },
    async (request) => {
      const studentIds = new Set(request.body.map((a) => a.studentId));
      if (studentIds.size !== 1) throw badRequest(T.server.badRequest, 'MIXED_STUDENTS');
      const { subject, task } = await reachableTask(request, request.params.id, [...studentIds][0]);
      if (task.taskType !== TaskType.Quiz) throw badRequest(T.server.notQuiz, 'NOT_QUIZ');
      const key = await app.tasks.quizKey(task.id);
      if (!key) throw badRequest(T.server.notQuiz, 'NOT_QUIZ');
      const chosen = new Set(request.body.map((a) => a.answerId));
      if ([...chosen].some((id) => !key.optionIds.has(id))) throw badRequest(T.server.badRequest, 'UNKNOWN_OPTION');
      const current = await app.tasks.statusOf(subject.studentId, task.id);
      if (isFinished(current)) throw conflict(T.server.taskFinished, 'TASK_FINISHED');
      const correct = chosen.size === key.correctIds.size && [...chosen].every((id) => key.correctIds.has(id));
      // A right answer solves the quiz; a wrong one leaves it open for another try.
      const result = await app.progress.applyAction(task, subject, correct ? TaskAction.Autocheck : TaskAction.Open);
      return { data: { correct, solveStatus: correct ? SolveStatus.Solved : result.solveStatus } };
    },
  );
}
