import type { FastifyInstance } from 'fastify';
import {
  ApiPaths,
  LessonStatusFilter,
  TaskAction,
  type TaskSaveBody,
} from '@school/contracts';
import { errorResponses } from '../core/schemas';
import { badRequest } from '../core/http-error';
import {
  conflictResponse,
  courseSchema,
  dataOf,
  eventSchema,
  idParams,
  lessonParams,
  lessonResourcesSchema,
  lessonTaskParams,
  lessonWithTasksSchema,
  statusQuery,
  statusResultSchema,
  studentQuery,
  taskListItemSchema,
  taskSaveBody,
  taskSchema,
  theorySchema,
  webResourceSchema,
} from './learning-schemas';
import { assertPassVerified } from './checks/pass-check';
import { parseAnswer } from './tasks-repository';
import { taskDataProblem } from './checks/task-data';

type LessonTask = { lessonId: number; taskId: number };
const tags = ['learning'];

/** Courses, lessons, tasks, statuses, theory, lesson resources and the event log. */
export default async function taskRoutes(app: FastifyInstance) {
  app.get(
    ApiPaths.courses,
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: dataOf({ type: 'array', items: courseSchema }), ...errorResponses } } },
    async (request) => ({ data: await app.lessons.visibleCourses(request.access!) }),
  );

  app.get<{ Params: { id: number }; Querystring: { status?: LessonStatusFilter; studentId?: number } }>(
    ApiPaths.courseLessons(':id'),
    {
      config: { access: 'selfOrTeacherOfCourse', course: { course: 'id' } },
      schema: {
        tags,
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            status: { type: 'string', enum: Object.values(LessonStatusFilter) },
            studentId: { type: 'integer', minimum: 1 },
          },
          additionalProperties: false,
        },
        response: { 200: dataOf({ type: 'array', items: lessonWithTasksSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const subject = await app.tasks.subject(request, request.query.studentId);
      await app.tasks.assertCourseVisible(subject, request.params.id);
      return { data: await app.lessons.courseLessons(subject, request.params.id, request.query.status) };
    },
  );

  app.get<{ Params: { lessonId: number }; Querystring: { taskGroupId?: number; studentId?: number } }>(
    ApiPaths.lessonTasks(':lessonId'),
    {
      config: { access: 'selfOrTeacherOfCourse', course: { lesson: 'lessonId' } },
      schema: {
        tags,
        params: lessonParams,
        querystring: {
          type: 'object',
          properties: { taskGroupId: { type: 'integer', minimum: 1 }, studentId: { type: 'integer', minimum: 1 } },
          additionalProperties: false,
        },
        response: { 200: dataOf({ type: 'array', items: taskListItemSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const subject = await app.tasks.subject(request, request.query.studentId);
      const lesson = await app.tasks.visibleLesson(subject, request.params.lessonId);
      const list = await app.tasks.lessonTaskList(lesson.id, subject);
      const { taskGroupId } = request.query;
      return { data: taskGroupId ? list.filter((t) => t.parentId === taskGroupId) : list };
    },
  );

  app.get<{ Params: LessonTask; Querystring: { studentId?: number } }>(
    ApiPaths.task(':lessonId', ':taskId'),
    { config: { access: 'selfOrTeacherOfCourse', course: { lesson: 'lessonId' } }, schema: { tags, params: lessonTaskParams, querystring: studentQuery, response: { 200: dataOf(taskSchema), ...errorResponses } } },
    async (request) => {
      const subject = await app.tasks.subject(request, request.query.studentId);
      const task = await app.tasks.reachableTask(subject, request.params.taskId, request.params.lessonId);
      return { data: await app.tasks.taskDto(task, subject) };
    },
  );

  app.post<{ Params: LessonTask; Body: TaskSaveBody }>(
    ApiPaths.task(':lessonId', ':taskId'),
    { config: { access: 'author' }, schema: { tags, params: lessonTaskParams, body: taskSaveBody, response: { 200: dataOf(taskSchema), ...errorResponses } } },
    async (request) => {
      // Editing description, solution and check is the course author's edit mode.
      const task = await app.tasks.taskOr404(request.params.lessonId, request.params.taskId);
      // Config windows that do not parse are refused with a message for the author before anything is replaced.
      const problem = taskDataProblem(task.taskType, request.body);
      if (problem) throw badRequest(problem, 'TASK_DATA_INVALID');
      await app.tasks.saveTask(task, request.body);
      const subject = await app.tasks.subject(request);
      return { data: await app.tasks.taskDto(await app.tasks.taskByIdOr404(task.id), subject) };
    },
  );

  app.get<{ Params: LessonTask }>(
    ApiPaths.taskFiles(':lessonId', ':taskId'),
    { config: { access: 'selfOrTeacherOfCourse', course: { lesson: 'lessonId' } }, schema: { tags, params: lessonTaskParams, response: { 200: dataOf({ type: 'array', items: webResourceSchema }), ...errorResponses } } },
    async (request) => {
      const subject = await app.tasks.subject(request);
      const task = await app.tasks.reachableTask(subject, request.params.taskId, request.params.lessonId);
      return { data: await app.tasks.files(task.id) };
    },
  );

  app.post<{ Params: LessonTask; Querystring: { action: TaskAction; studentId?: number } }>(
    ApiPaths.taskStatus(':lessonId', ':taskId'),
    {
      config: { access: 'selfOrTeacherOfCourse', course: { lesson: 'lessonId' } },
      schema: {
        tags,
        params: lessonTaskParams,
        querystring: statusQuery,
        response: { 200: dataOf(statusResultSchema), ...errorResponses, ...conflictResponse },
      },
    },
    async (request) => {
      const subject = await app.tasks.subject(request, request.query.studentId);
      const task = await app.tasks.reachableTask(subject, request.params.taskId, request.params.lessonId);
      // A pass is recorded only as the type's declaration allows: server types re-check the stored answer.
      if (request.query.action === TaskAction.Autocheck) {
        const stored = await app.progress.answerOf(task.id, subject.studentId);
        await assertPassVerified(app, task, stored ? parseAnswer(stored.answerJson) : [], subject.studentId);
      }
      return { data: await app.progress.applyAction(task, subject, request.query.action) };
    },
  );

  app.get<{ Params: { lessonId: number } }>(
    ApiPaths.theory(':lessonId'),
    { config: { access: 'selfOrTeacherOfCourse', course: { lesson: 'lessonId' } }, schema: { tags, params: lessonParams, response: { 200: dataOf(theorySchema), ...errorResponses } } },
    async (request) => {
      const subject = await app.tasks.subject(request);
      const lesson = await app.tasks.visibleLesson(subject, request.params.lessonId);
      return { data: await app.lessons.theory(lesson) };
    },
  );

  app.get<{ Params: { lessonId: number } }>(
    ApiPaths.lessonResources(':lessonId'),
    { config: { access: 'selfOrTeacherOfCourse', course: { lesson: 'lessonId' } }, schema: { tags, params: lessonParams, response: { 200: dataOf(lessonResourcesSchema), ...errorResponses } } },
    async (request) => {
      const subject = await app.tasks.subject(request);
      const lesson = await app.tasks.visibleLesson(subject, request.params.lessonId);
      return { data: await app.lessons.resources(lesson.id) };
    },
  );

  app.get<{ Params: LessonTask; Querystring: { studentId?: number } }>(
    ApiPaths.taskEvents(':lessonId', ':taskId'),
    {
      config: { access: 'selfOrTeacherOfCourse', course: { lesson: 'lessonId' } },
      schema: {
        tags,
        params: lessonTaskParams,
        querystring: studentQuery,
        response: { 200: dataOf({ type: 'array', items: eventSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const subject = await app.tasks.subject(request, request.query.studentId);
      const task = await app.tasks.taskOr404(request.params.lessonId, request.params.taskId);
      return { data: await app.lessons.events(task.id, subject.studentId) };
    },
  );
}
