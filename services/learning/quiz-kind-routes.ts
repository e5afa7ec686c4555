import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  Data,
  IdParamsSchema,
  LastTaskDtoSchema,
  LessonIdParamsSchema,
  QuizKindAnswerBodySchema,
  QuizResultDtoSchema,
  SolveStatus,
  StudentQuerySchema,
  T,
  TLearn,
  TaskAction,
} from '@school/contracts';
import { conflictResponse, errorResponses } from '../core/schemas';
import { badRequest } from '../core/http-error';
import { conflict } from './progress-repository';
import { isFinished } from './status-machine';
import { takeQuizTry } from './checks/quiz-attempts';
import { quizKindAnswer, storeCheckedAnswer } from './quiz-answer-record';
import { QUIZ_KIND_TYPES, TASK_KINDS, checkKindAnswer, type KindConfig } from '@school/task-kinds';
import { asyncPlugin } from '../core/async-plugin';

const tags = ['learning'];

/** The server check of the quiz kinds, and the last task of a lesson for loadLastTask. */
const quizKindRoutes: FastifyPluginAsyncTypebox = asyncPlugin(function quizKindRoutes(app) {
  app.post(
    ApiPaths.quizKindAnswer(':id'),
    {
      config: { access: 'selfOrTeacherOfCourse', course: { task: 'id' } },
      schema: {
        tags,
        params: IdParamsSchema,
        body: QuizKindAnswerBodySchema,
        response: { 200: Data(QuizResultDtoSchema), ...errorResponses, ...conflictResponse },
      },
    },
    async (request) => {
      const { studentId, ...answer } = request.body;
      const subject = app.tasks.subject(request, studentId);
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
      await takeQuizTry(app, task.id, subject.studentId);
      await storeCheckedAnswer(app, task, subject, quizKindAnswer(answer));
      // As with Quiz: a right answer solves the task; a wrong one leaves it open for another try.
      const result = await app.progress.applyAction(task, subject, correct ? TaskAction.Autocheck : TaskAction.Open);
      return { data: { correct, solveStatus: correct ? SolveStatus.Solved : result.solveStatus } };
    },
  );

  app.get(
    ApiPaths.lastTask(':lessonId'),
    {
      config: { access: 'selfOrTeacherOfCourse', course: { lesson: 'lessonId' } },
      schema: {
        tags,
        params: LessonIdParamsSchema,
        querystring: StudentQuerySchema,
        response: { 200: Data(LastTaskDtoSchema), ...errorResponses },
      },
    },
    async (request) => {
      const subject = app.tasks.subject(request, request.query.studentId);
      const lesson = await app.tasks.visibleLesson(subject, request.params.lessonId);
      const list = await app.tasks.lessonTaskList(lesson.id, subject);
      const ids = list.filter((t) => !t.locked).map((t) => t.id);
      return { data: { taskId: await app.lessons.lastTouched(subject.studentId, ids) } };
    },
  );
});

export default quizKindRoutes;
