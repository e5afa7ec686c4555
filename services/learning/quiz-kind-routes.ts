import type { FastifyInstance } from 'fastify';
import {
  ApiPaths,
  QUIZ_KIND_TYPES,
  SolveStatus,
  T,
  TLearn,
  TaskAction,
  WindowId,
  type LastTaskDto,
  type QuizKindAnswerBody,
} from '@school/contracts';
import { errorResponses } from '../core/schemas';
import { badRequest } from '../core/http-error';
import { TaskAnswer, TaskText } from './task-entities';
import { TaskStatus } from './entities';
import { conflict } from './progress-repository';
import { isFinished } from './status-machine';
import { checkKindAnswer, parseKindData } from './checks/quiz-kinds';
import { conflictResponse, dataOf, idParams, lessonParams, quizResultSchema, studentQuery } from './learning-schemas';

const tags = ['learning'];
const text = { type: 'string', maxLength: 2000 } as const;
const texts = { type: 'array', maxItems: 50, items: text } as const;

const quizKindAnswerBody = {
  type: 'object',
  properties: {
    studentId: { type: 'integer', minimum: 1 },
    pairs: {
      type: 'array',
      maxItems: 50,
      items: { type: 'object', properties: { left: text, right: text }, required: ['left', 'right'], additionalProperties: false },
    },
    values: texts,
    order: texts,
  },
  required: ['studentId'],
  additionalProperties: false,
} as const;

/** The server check of the quiz kinds, and the last task of a lesson for loadLastTask. */
export default async function quizKindRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: number }; Body: QuizKindAnswerBody }>(
    ApiPaths.quizKindAnswer(':id'),
    {
      schema: {
        tags,
        params: idParams,
        body: quizKindAnswerBody,
        response: { 200: dataOf(quizResultSchema), ...errorResponses, ...conflictResponse },
      },
    },
    async (request) => {
      const { studentId, ...answer } = request.body;
      const subject = await app.tasks.subject(request, studentId);
      const task = await app.tasks.reachableTask(subject, request.params.id);
      if (!QUIZ_KIND_TYPES.includes(task.taskType)) throw badRequest(T.server.notQuiz, 'NOT_QUIZ');
      const data = await app.em().findOne(TaskText, { task: task.id, windowId: WindowId.frontendConfig });
      const parsed = parseKindData(task.taskType, data?.text);
      if (!parsed.ok) throw badRequest(parsed.message, 'TASK_DATA_INVALID');
      const current = await app.tasks.statusOf(subject.studentId, task.id);
      if (isFinished(current)) throw conflict(T.server.taskFinished, 'TASK_FINISHED');
      const correct = checkKindAnswer(parsed.config, answer);
      if (correct === null) throw badRequest(TLearn.server.answerShape, 'ANSWER_SHAPE');
      // As with Quiz: a right answer solves the task; a wrong one leaves it open for another try.
      const result = await app.progress.applyAction(task, subject, correct ? TaskAction.Autocheck : TaskAction.Open);
      return { data: { correct, solveStatus: correct ? SolveStatus.Solved : result.solveStatus } };
    },
  );

  app.get<{ Params: { lessonId: number }; Querystring: { studentId?: number } }>(
    ApiPaths.lastTask(':lessonId'),
    {
      schema: {
        tags,
        params: lessonParams,
        querystring: studentQuery,
        response: { 200: dataOf({ type: 'object', properties: { taskId: { type: ['integer', 'null'] } } }), ...errorResponses },
      },
    },
    async (request): Promise<{ data: LastTaskDto }> => {
      const subject = await app.tasks.subject(request, request.query.studentId);
      const lesson = await app.tasks.visibleLesson(subject, request.params.lessonId);
      const list = await app.tasks.lessonTaskList(lesson.id, subject);
      const ids = list.filter((t) => !t.locked).map((t) => t.id);
      if (ids.length === 0) return { data: { taskId: null } };
      const em = app.em();
      const where = { student: subject.studentId, task: { $in: ids } };
      const [status, answer] = await Promise.all([
        em.findOne(TaskStatus, where, { orderBy: { updatedAt: 'desc', id: 'desc' } }),
        em.findOne(TaskAnswer, where, { orderBy: { updatedAt: 'desc', id: 'desc' } }),
      ]);
      const latest = [status, answer]
        .filter((row): row is NonNullable<typeof row> => !!row)
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
      return { data: { taskId: latest?.task.id ?? null } };
    },
  );
}
