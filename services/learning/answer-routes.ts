import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnswerSaveBodySchema,
  AnswerSaveResultDtoSchema,
  ApiPaths,
  Data,
  IdParamsSchema,
  QuizAnswerBodySchema,
  QuizResultDtoSchema,
  SolveStatus,
  StudentQuerySchema,
  T,
  TaskAction,
  TaskAnswerDtoSchema,
  TaskType,
  type QuizAnswerItem,
} from '@school/contracts';
import { conflictResponse, errorResponses } from '../core/schemas';
import { badRequest } from '../core/http-error';
import { parseAnswer } from './tasks-repository';
import { conflict } from './progress-repository';
import { isFinished } from './status-machine';
import { assertPassVerified } from './checks/pass-check';
import { assertKnownWindows } from './checks/known-kinds';
import { takeQuizTry } from './checks/quiz-attempts';
import { quizChoiceAnswer, storeCheckedAnswer } from './quiz-answer-record';
import { asyncPlugin } from '../core/async-plugin';

const tags = ['learning'];
/** The quiz answer is a list of chosen options, each naming the student. */
const quizSubject = (request: { body: unknown }) => (Array.isArray(request.body) ? (request.body[0] as QuizAnswerItem | undefined)?.studentId : undefined);

/** Answers: read, save with revisions, and the server-checked quiz answer. */
const answerRoutes: FastifyPluginAsyncTypebox = asyncPlugin(function answerRoutes(app) {
  /** Loads the task for the subject, refusing tasks of unseen courses and tasks locked by progress. */
  async function reachableTask(request: Parameters<typeof app.tasks.subject>[0], taskId: number, studentId?: number) {
    const subject = app.tasks.subject(request, studentId);
    return { subject, task: await app.tasks.reachableTask(subject, taskId) };
  }

  app.get(
    ApiPaths.answer(':id'),
    { config: { access: 'selfOrTeacherOfCourse', course: { task: 'id' } }, schema: { tags, params: IdParamsSchema, querystring: StudentQuerySchema, response: { 200: Data(TaskAnswerDtoSchema), ...errorResponses } } },
    async (request) => {
      const subject = app.tasks.subject(request, request.query.studentId);
      const task = await app.tasks.reachableRef(subject, request.params.id);
      // The status from the student's cached statuses (exact across processes): one query, the answer itself.
      const [stored, statuses] = await Promise.all([app.progress.answerOf(task.id, subject.studentId), app.tasks.statusesOf(subject.studentId)]);
      const solveStatus = statuses.get(task.id) ?? SolveStatus.Nothing;
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

  app.post(
    ApiPaths.answer(':id'),
    {
      config: { access: 'selfOrTeacherOfCourse', course: { task: 'id' } },
      schema: {
        tags,
        params: IdParamsSchema,
        body: AnswerSaveBodySchema,
        response: { 200: Data(AnswerSaveResultDtoSchema), ...errorResponses, ...conflictResponse },
      },
    },
    async (request) => {
      if (request.body.lessonTaskId !== request.params.id) throw badRequest(T.server.badRequest, 'TASK_MISMATCH');
      assertKnownWindows(request.body.answer);
      const subject = app.tasks.subject(request, request.body.studentId);
      const task = await app.tasks.reachableRef(subject, request.params.id);
      // A save that claims a pass is held to the same rule as status Autocheck, on the submitted answer.
      if (request.body.autoCheckPassed) await assertPassVerified(app, task, request.body.answer, subject.studentId);
      return { data: await app.progress.saveAnswer(task, subject, request.body) };
    },
  );

  app.post(
    ApiPaths.quizAnswer(':id'),
    {
      config: { access: 'selfOrTeacherOfCourse', course: { task: 'id' }, subject: quizSubject },
      schema: {
        tags,
        params: IdParamsSchema,
        body: QuizAnswerBodySchema,
        response: { 200: Data(QuizResultDtoSchema), ...errorResponses, ...conflictResponse },
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
      await takeQuizTry(app, task.id, subject.studentId);
      await storeCheckedAnswer(app, task, subject, quizChoiceAnswer(chosen));
      const correct = chosen.size === key.correctIds.size && [...chosen].every((id) => key.correctIds.has(id));
      // A right answer solves the quiz; a wrong one leaves it open for another try.
      const result = await app.progress.applyAction(task, subject, correct ? TaskAction.Autocheck : TaskAction.Open);
      return { data: { correct, solveStatus: correct ? SolveStatus.Solved : result.solveStatus } };
    },
  );
});

export default answerRoutes;
