import type { FastifyInstance } from 'fastify';
import {
  ApiPaths,
  LessonStatusFilter,
  Role,
  SolveStatus,
  T,
  TaskAction,
  SERVER_CHECKED_QUIZ_TYPES,
  type LessonWithTasksDto,
  type TaskSaveBody,
} from '@school/contracts';
import { errorResponses } from '../core/schemas';
import { badRequest, forbidden } from '../core/http-error';
import { Course, GroupStudent, Lesson } from './entities';
import { LessonResource, LessonTheory, TaskEvent } from './task-entities';
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
import { assertBlocklyPassed, SERVER_CHECKED_BLOCK_TYPES } from './checks/assert-blockly-passed';
import { taskDataProblem } from './checks/task-data';

type LessonTask = { lessonId: number; taskId: number };
const tags = ['learning'];

/** Courses, lessons, tasks, statuses, theory, lesson resources and the event log. */
export default async function taskRoutes(app: FastifyInstance) {
  app.get(
    ApiPaths.courses,
    { schema: { tags, response: { 200: dataOf({ type: 'array', items: courseSchema }), ...errorResponses } } },
    async (request) => {
      const em = app.em();
      const staff = request.user.role !== Role.Student;
      let courses: Course[];
      if (staff) courses = await em.find(Course, {}, { orderBy: { id: 'asc' } });
      else {
        const memberships = await em.find(GroupStudent, { student: request.user.user_id, archived: false }, { populate: ['group'] });
        const ids = memberships.map((m) => m.group.course.id);
        courses = await em.find(Course, { $or: [{ id: { $in: ids } }, { isFunbox: true }] }, { orderBy: { id: 'asc' } });
      }
      return { data: courses.map((c) => ({ id: c.id, title: c.title, logoUrl: c.logoUrl, isFunbox: c.isFunbox })) };
    },
  );

  app.get<{ Params: { id: number }; Querystring: { status?: LessonStatusFilter; studentId?: number } }>(
    ApiPaths.courseLessons(':id'),
    {
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
      const lessons = await app.em().find(Lesson, { course: request.params.id }, { populate: ['module'], orderBy: { order: 'asc', id: 'asc' } });
      const keep = (s: SolveStatus) =>
        request.query.status === LessonStatusFilter.Unsolved
          ? s !== SolveStatus.Solved
          : request.query.status === LessonStatusFilter.ManualCheck
            ? s === SolveStatus.ManualCheck
            : true;
      const data: LessonWithTasksDto[] = [];
      for (const lesson of lessons) {
        const tasks = (await app.tasks.lessonTaskList(lesson.id, subject)).filter((t) => keep(t.solveStatus));
        if (request.query.status && tasks.length === 0) continue;
        data.push({
          id: lesson.id,
          moduleId: lesson.module.id,
          moduleNumber: lesson.module.moduleNumber,
          title: lesson.title,
          order: lesson.order,
          tasks,
        });
      }
      return { data };
    },
  );

  app.get<{ Params: { lessonId: number }; Querystring: { taskGroupId?: number; studentId?: number } }>(
    ApiPaths.lessonTasks(':lessonId'),
    {
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
    { schema: { tags, params: lessonTaskParams, querystring: studentQuery, response: { 200: dataOf(taskSchema), ...errorResponses } } },
    async (request) => {
      const subject = await app.tasks.subject(request, request.query.studentId);
      const task = await app.tasks.reachableTask(subject, request.params.taskId, request.params.lessonId);
      return { data: await app.tasks.taskDto(task, subject) };
    },
  );

  app.post<{ Params: LessonTask; Body: TaskSaveBody }>(
    ApiPaths.task(':lessonId', ':taskId'),
    { schema: { tags, params: lessonTaskParams, body: taskSaveBody, response: { 200: dataOf(taskSchema), ...errorResponses } } },
    async (request) => {
      // Editing description, solution and check is the course author's edit mode.
      if (request.user.role !== Role.CourseAuthor) throw forbidden(T.server.forbidden);
      const task = await app.tasks.taskOr404(request.params.lessonId, request.params.taskId);
      // Bad quiz data is refused with a message for the author before anything is replaced.
      const problem = taskDataProblem(task.taskType, request.body);
      if (problem) throw badRequest(problem, 'TASK_DATA_INVALID');
      await app.tasks.saveTask(task, request.body);
      const subject = await app.tasks.subject(request);
      return { data: await app.tasks.taskDto(await app.tasks.taskByIdOr404(task.id), subject) };
    },
  );

  app.get<{ Params: LessonTask }>(
    ApiPaths.taskFiles(':lessonId', ':taskId'),
    { schema: { tags, params: lessonTaskParams, response: { 200: dataOf({ type: 'array', items: webResourceSchema }), ...errorResponses } } },
    async (request) => {
      const subject = await app.tasks.subject(request);
      const task = await app.tasks.reachableTask(subject, request.params.taskId, request.params.lessonId);
      return { data: await app.tasks.files(task.id) };
    },
  );

  app.post<{ Params: LessonTask; Querystring: { action: TaskAction; studentId?: number } }>(
    ApiPaths.taskStatus(':lessonId', ':taskId'),
    {
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
      // Quizzes are solved only through the server checks of POST .../answer/quiz and .../answer/check.
      if (request.query.action === TaskAction.Autocheck && SERVER_CHECKED_QUIZ_TYPES.includes(task.taskType)) {
        throw badRequest(T.server.badTransition, 'QUIZ_CHECKED_ON_SERVER');
      }
      if (request.query.action === TaskAction.Autocheck && SERVER_CHECKED_BLOCK_TYPES.includes(task.taskType)) {
        await assertBlocklyPassed(app, task, subject.studentId);
      }
      return { data: await app.progress.applyAction(task, subject, request.query.action) };
    },
  );

  app.get<{ Params: { lessonId: number } }>(
    ApiPaths.theory(':lessonId'),
    { schema: { tags, params: lessonParams, response: { 200: dataOf(theorySchema), ...errorResponses } } },
    async (request) => {
      const subject = await app.tasks.subject(request);
      const lesson = await app.tasks.visibleLesson(subject, request.params.lessonId);
      const em = app.em();
      const [theory, resources] = await Promise.all([
        em.findOne(LessonTheory, { lesson: lesson.id }),
        em.find(LessonResource, { lesson: lesson.id }, { orderBy: { id: 'asc' } }),
      ]);
      return { data: { lessonId: lesson.id, title: lesson.title, text: theory?.text ?? '', resources: resources.map(resourceDto) } };
    },
  );

  app.get<{ Params: { lessonId: number } }>(
    ApiPaths.lessonResources(':lessonId'),
    { schema: { tags, params: lessonParams, response: { 200: dataOf(lessonResourcesSchema), ...errorResponses } } },
    async (request) => {
      const subject = await app.tasks.subject(request);
      const lesson = await app.tasks.visibleLesson(subject, request.params.lessonId);
      const rows = await app.em().find(LessonResource, { lesson: lesson.id }, { orderBy: { id: 'asc' } });
      return { data: rows.map(resourceDto) };
    },
  );

  app.get<{ Params: LessonTask; Querystring: { studentId?: number } }>(
    ApiPaths.taskEvents(':lessonId', ':taskId'),
    {
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
      const rows = await app.em().find(TaskEvent, { task: task.id, student: subject.studentId }, { orderBy: { id: 'asc' } });
      return {
        data: rows.map((e) => ({
          id: e.id,
          lessonId: e.lessonId,
          lessonTaskId: task.id,
          studentId: subject.studentId,
          actorId: e.actor.id,
          action: e.action,
          createdAt: e.createdAt.toISOString(),
        })),
      };
    },
  );
}

function resourceDto(r: LessonResource) {
  const numeric = Number(r.resourceType);
  return { id: r.id, name: r.name, url: r.url, resourceType: Number.isInteger(numeric) ? numeric : r.resourceType };
}
