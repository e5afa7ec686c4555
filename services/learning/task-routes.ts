import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ApiPaths,
  CourseDtoSchema,
  CourseLessonsQuerySchema,
  Data,
  IdParamsSchema,
  LessonIdParamsSchema,
  LessonResourcesDtoSchema,
  LessonTaskParamsSchema,
  LessonTasksQuerySchema,
  LessonWithTasksDtoSchema,
  StudentQuerySchema,
  TaskAction,
  TaskDtoSchema,
  TaskEventDtoSchema,
  TaskListItemDtoSchema,
  TaskSaveBodySchema,
  TaskStatusQuerySchema,
  TaskStatusResultDtoSchema,
  TheoryDtoSchema,
  WebResourceDtoSchema,
  type TaskSaveBody,
} from '@school/contracts';
import { conflictResponse, errorResponses } from '../core/schemas';
import { badRequest } from '../core/http-error';
import { assertPassVerified } from './checks/pass-check';
import { assertKnownWindows } from './checks/known-kinds';
import { parseAnswer } from './tasks-repository';
import { taskDataProblem } from './checks/task-data';
import { asyncPlugin } from '../core/async-plugin';

const tags = ['learning'];

/** Courses, lessons, tasks, statuses, theory, lesson resources and the event log. */
const taskRoutes: FastifyPluginAsyncTypebox = asyncPlugin(function taskRoutes(app) {
  app.get(
    ApiPaths.courses,
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: Data(Type.Array(CourseDtoSchema)), ...errorResponses } } },
    async (request) => ({ data: await app.lessons.visibleCourses(request.access!) }),
  );

  app.get(
    ApiPaths.courseLessons(':id'),
    {
      config: { access: 'selfOrTeacherOfCourse', course: { course: 'id' } },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: CourseLessonsQuerySchema,
        response: { 200: Data(Type.Array(LessonWithTasksDtoSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const subject = app.tasks.subject(request, request.query.studentId);
      await app.tasks.assertCourseVisible(subject, request.params.id);
      return { data: await app.lessons.courseLessons(subject, request.params.id, request.query.status) };
    },
  );

  app.get(
    ApiPaths.lessonTasks(':lessonId'),
    {
      config: { access: 'selfOrTeacherOfCourse', course: { lesson: 'lessonId' } },
      schema: {
        tags,
        params: LessonIdParamsSchema,
        querystring: LessonTasksQuerySchema,
        response: { 200: Data(Type.Array(TaskListItemDtoSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const subject = app.tasks.subject(request, request.query.studentId);
      // The visibility check (memberships) and the statuses are independent reads: one round trip, not two.
      const [, list] = await Promise.all([
        app.tasks.visibleLesson(subject, request.params.lessonId),
        app.tasks.lessonTaskList(request.params.lessonId, subject),
      ]);
      app.tasks.warmPreviews(list);
      const { taskGroupId } = request.query;
      return { data: taskGroupId ? list.filter((t) => t.parentId === taskGroupId) : list };
    },
  );

  app.get(
    ApiPaths.task(':lessonId', ':taskId'),
    { config: { access: 'selfOrTeacherOfCourse', course: { lesson: 'lessonId' } }, schema: { tags, params: LessonTaskParamsSchema, querystring: StudentQuerySchema, response: { 200: Data(TaskDtoSchema), ...errorResponses } } },
    async (request) => {
      const subject = app.tasks.subject(request, request.query.studentId);
      const task = await app.tasks.reachableTask(subject, request.params.taskId, request.params.lessonId);
      return { data: await app.tasks.taskDto(task, subject) };
    },
  );

  app.post(
    ApiPaths.task(':lessonId', ':taskId'),
    { config: { access: 'author' }, schema: { tags, params: LessonTaskParamsSchema, body: TaskSaveBodySchema, response: { 200: Data(TaskDtoSchema), ...errorResponses } } },
    async (request) => {
      // Editing description, solution and check is the course author's edit mode.
      const task = await app.tasks.taskOr404(request.params.lessonId, request.params.taskId);
      // Only the course's own authors change it (course_authors).
      await app.authoring.assertAuthorOf(request.user.user_id, task.lesson.course.id);
      // The schema only bounds windowId (1-99): the registered kinds' windows are the ones stored.
      assertKnownWindows(request.body.taskText);
      const body = request.body as TaskSaveBody;
      // Config windows that do not parse are refused with a message for the author before anything is replaced.
      const problem = taskDataProblem(task.taskType, body);
      if (problem) throw badRequest(problem, 'TASK_DATA_INVALID');
      await app.tasks.saveTask(task, body);
      const subject = app.tasks.subject(request);
      return { data: await app.tasks.taskDto(await app.tasks.taskByIdOr404(task.id), subject) };
    },
  );

  app.get(
    ApiPaths.taskFiles(':lessonId', ':taskId'),
    { config: { access: 'selfOrTeacherOfCourse', course: { lesson: 'lessonId' } }, schema: { tags, params: LessonTaskParamsSchema, response: { 200: Data(Type.Array(WebResourceDtoSchema)), ...errorResponses } } },
    async (request) => {
      const subject = app.tasks.subject(request);
      const task = await app.tasks.reachableTask(subject, request.params.taskId, request.params.lessonId);
      return { data: await app.tasks.files(task.id) };
    },
  );

  app.post(
    ApiPaths.taskStatus(':lessonId', ':taskId'),
    {
      config: { access: 'selfOrTeacherOfCourse', course: { lesson: 'lessonId' } },
      schema: {
        tags,
        params: LessonTaskParamsSchema,
        querystring: TaskStatusQuerySchema,
        response: { 200: Data(TaskStatusResultDtoSchema), ...errorResponses, ...conflictResponse },
      },
    },
    async (request) => {
      const subject = app.tasks.subject(request, request.query.studentId);
      const task = await app.tasks.reachableTask(subject, request.params.taskId, request.params.lessonId);
      // A pass is recorded only as the type's declaration allows: server types re-check the stored answer.
      if (request.query.action === TaskAction.Autocheck) {
        const stored = await app.progress.answerOf(task.id, subject.studentId);
        await assertPassVerified(app, task, stored ? parseAnswer(stored.answerJson) : [], subject.studentId);
      }
      return { data: await app.progress.applyAction(task, subject, request.query.action) };
    },
  );

  app.get(
    ApiPaths.theory(':lessonId'),
    { config: { access: 'selfOrTeacherOfCourse', course: { lesson: 'lessonId' } }, schema: { tags, params: LessonIdParamsSchema, response: { 200: Data(TheoryDtoSchema), ...errorResponses } } },
    async (request) => {
      const subject = app.tasks.subject(request);
      const lesson = await app.tasks.visibleLesson(subject, request.params.lessonId);
      return { data: await app.lessons.theory(lesson) };
    },
  );

  app.get(
    ApiPaths.lessonResources(':lessonId'),
    { config: { access: 'selfOrTeacherOfCourse', course: { lesson: 'lessonId' } }, schema: { tags, params: LessonIdParamsSchema, response: { 200: Data(LessonResourcesDtoSchema), ...errorResponses } } },
    async (request) => {
      const subject = app.tasks.subject(request);
      const lesson = await app.tasks.visibleLesson(subject, request.params.lessonId);
      return { data: await app.lessons.resources(lesson.id) };
    },
  );

  app.get(
    ApiPaths.taskEvents(':lessonId', ':taskId'),
    {
      config: { access: 'selfOrTeacherOfCourse', course: { lesson: 'lessonId' } },
      schema: {
        tags,
        params: LessonTaskParamsSchema,
        querystring: StudentQuerySchema,
        response: { 200: Data(Type.Array(TaskEventDtoSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const subject = app.tasks.subject(request, request.query.studentId);
      const task = await app.tasks.taskOr404(request.params.lessonId, request.params.taskId);
      return { data: await app.lessons.events(task.id, subject.studentId) };
    },
  );
});

export default taskRoutes;
