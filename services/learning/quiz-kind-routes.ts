import type { FastifyInstance } from 'fastify';
import {
  ApiPaths,
  SolveStatus,
  T,
  TLearn,
  TaskAction,
  type LastTaskDto,
  type QuizKindAnswerBody,
} from '@school/contracts';
import { errorResponses } from '../core/schemas';
import { badRequest } from '../core/http-error';
import { conflict } from './progress-repository';
import { isFinished } from './status-machine';
import { QUIZ_KIND_TYPES, TASK_KINDS, checkKindAnswer, type KindConfig } from '@school/task-kinds';
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
      config: { access: 'selfOrTeacherOfCourse', course: { task: 'id' } },
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
      const parsed = TASK_KINDS[task.taskType].parse({ taskText: await app.lessons.frontendConfig(task.id) });
      if (!parsed.ok) throw badRequest(parsed.message, 'TASK_DATA_INVALID');
      // The quiz kinds' parsers give a KindConfig (their declarations in @school/task-kinds/kinds/quizzes).
      const config = parsed.config as KindConfig;
      const current = await app.tasks.statusOf(subject.studentId, task.id);
      if (isFinished(current)) throw conflict(T.server.taskFinished, 'TASK_FINISHED');
      const correct = checkKindAnswer(config, answer);
      if (correct === null) throw badRequest(TLearn.server.answerShape, 'ANSWER_SHAPE');
      // As with Quiz: a right answer solves the task; a wrong one leaves it open for another try.
      const result = await app.progress.applyAction(task, subject, correct ? TaskAction.Autocheck : TaskAction.Open);
      return { data: { correct, solveStatus: correct ? SolveStatus.Solved : result.solveStatus } };
    },
  );

  app.get<{ Params: { lessonId: number }; Querystring: { studentId?: number } }>(
    ApiPaths.lastTask(':lessonId'),
    {
      config: { access: 'selfOrTeacherOfCourse', course: { lesson: 'lessonId' } },
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
      return { data: { taskId: await app.lessons.lastTouched(subject.studentId, ids) } };
    },
  );
}
