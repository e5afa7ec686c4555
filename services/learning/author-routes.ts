import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthorBuilderCourseResponseSchema,
  AuthorBuilderCoursesResponseSchema,
  AuthorBuilderLessonResponseSchema,
  AuthorBuilderTaskResponseSchema,
  AuthorGroupEditBodySchema,
  AuthorGroupParamsSchema,
  AuthorGroupResponseSchema,
  AuthorGroupsResponseSchema,
  AuthorLessonDetailResponseSchema,
  AuthorLessonParamsSchema,
  AuthorPaths,
  AuthorTaskCreateBodySchema,
  AuthorTaskOrderBodySchema,
  AuthorTasksResponseSchema,
  CourseCreateBodySchema,
  CourseEditBodySchema,
  CourseExportSchema,
  CourseGroupBodySchema,
  CourseGroupResponseSchema,
  CourseIdParamsSchema,
  CourseOrderBodySchema,
  DeletedResponseSchema,
  LessonCreateBodySchema,
  LessonEditBodySchema,
  LessonOrderBodySchema,
  TaskEditBodySchema,
  TaskIdParamsSchema,
  TeacherPaths,
} from '@school/contracts';
import { errorResponses } from '../core/schemas';
import { createCourseTransfer } from './author-export';
import { knownKindOr400 } from './checks/known-kinds';
import { asyncPlugin } from '../core/async-plugin';

const tags = ['author'];
const config = { access: 'author' } as const;
/** A shared course file may be large (every window of every task); the rest are small forms. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * The course builder: courses, lessons and tasks of the caller's own courses (the repository checks
 * authorship on every call). Writes drop the course structure held in every process.
 */
const authorRoutes: FastifyPluginAsyncTypebox = asyncPlugin(function authorRoutes(app) {
  const transfer = createCourseTransfer(app);
  const changed = () => app.courseStructure.invalidate();
  const one = async (userId: number, courseId: number) => (await app.authoring.courses(userId, courseId))[0];

  app.get(
    AuthorPaths.courses,
    { config, schema: { tags, response: { 200: AuthorBuilderCoursesResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.authoring.courses(request.user.user_id) };
    },
  );

  app.post(
    AuthorPaths.courses,
    { config, schema: { tags, body: CourseCreateBodySchema, response: { 200: AuthorBuilderCourseResponseSchema, ...errorResponses } } },
    async (request) => {
      const course = await app.authoring.createCourse(request.user.user_id, request.body);
      changed();
      return { data: await one(request.user.user_id, course.id) };
    },
  );

  app.post(
    AuthorPaths.course(':courseId'),
    { config, schema: { tags, params: CourseIdParamsSchema, body: CourseEditBodySchema, response: { 200: AuthorBuilderCourseResponseSchema, ...errorResponses } } },
    async (request) => {
      await app.authoring.editCourse(request.user.user_id, request.params.courseId, request.body);
      changed();
      return { data: await one(request.user.user_id, request.params.courseId) };
    },
  );

  app.post(
    AuthorPaths.courseOrder,
    { config, schema: { tags, body: CourseOrderBodySchema, response: { 200: AuthorBuilderCoursesResponseSchema, ...errorResponses } } },
    async (request) => {
      await app.authoring.reorderCourses(request.user.user_id, request.body.courseIds);
      return { data: await app.authoring.courses(request.user.user_id) };
    },
  );

  app.get(
    AuthorPaths.courseGroups(':courseId'),
    { config, schema: { tags, params: CourseIdParamsSchema, response: { 200: AuthorGroupsResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.authoring.courseGroups(request.user.user_id, request.params.courseId) };
    },
  );

  app.post(
    AuthorPaths.group(':groupId'),
    { config, schema: { tags, params: AuthorGroupParamsSchema, body: AuthorGroupEditBodySchema, response: { 200: AuthorGroupResponseSchema, ...errorResponses } } },
    async (request) => ({ data: await app.authoring.editGroup(request.user.user_id, request.params.groupId, request.body) }),
  );

  app.post(
    AuthorPaths.courseLessons(':courseId'),
    { config, schema: { tags, params: CourseIdParamsSchema, body: LessonCreateBodySchema, response: { 200: AuthorBuilderLessonResponseSchema, ...errorResponses } } },
    async (request) => {
      const lesson = await app.authoring.createLesson(request.user.user_id, request.params.courseId, request.body.title);
      changed();
      return { data: { id: lesson.id, title: lesson.title, order: lesson.order, published: lesson.published, tasks: [] } };
    },
  );

  app.post(
    AuthorPaths.lessonOrder(':courseId'),
    { config, schema: { tags, params: CourseIdParamsSchema, body: LessonOrderBodySchema, response: { 200: AuthorBuilderCourseResponseSchema, ...errorResponses } } },
    async (request) => {
      await app.authoring.reorderLessons(request.user.user_id, request.params.courseId, request.body.lessonIds);
      changed();
      return { data: await one(request.user.user_id, request.params.courseId) };
    },
  );

  app.get(
    AuthorPaths.courseExport(':courseId'),
    { config, schema: { tags, params: CourseIdParamsSchema, response: { 200: CourseExportSchema, ...errorResponses } } },
    async (request, reply) => {
      const course = await app.authoring.course(request.user.user_id, request.params.courseId);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="course-${course.id}.json"`);
      return transfer.exportCourse(course);
    },
  );

  app.post(
    AuthorPaths.courseImport,
    { config, bodyLimit: IMPORT_BODY_LIMIT, schema: { tags, body: CourseExportSchema, response: { 200: AuthorBuilderCourseResponseSchema, ...errorResponses } } },
    async (request) => {
      const course = await transfer.importCourse(request.user.user_id, request.body);
      changed();
      return { data: await one(request.user.user_id, course.id) };
    },
  );

  app.post(
    AuthorPaths.courseGroup(':courseId'),
    { config, schema: { tags, params: CourseIdParamsSchema, body: CourseGroupBodySchema, response: { 200: CourseGroupResponseSchema, ...errorResponses } } },
    async (request) => ({ data: await app.authoring.createGroup(request.user.user_id, request.params.courseId, request.body) }),
  );

  app.get(
    AuthorPaths.lesson(':lessonId'),
    { config, schema: { tags, params: AuthorLessonParamsSchema, response: { 200: AuthorLessonDetailResponseSchema, ...errorResponses } } },
    async (request) => ({ data: await app.authoring.lessonDetail(request.user.user_id, request.params.lessonId) }),
  );

  app.post(
    AuthorPaths.lesson(':lessonId'),
    { config, schema: { tags, params: AuthorLessonParamsSchema, body: LessonEditBodySchema, response: { 200: AuthorLessonDetailResponseSchema, ...errorResponses } } },
    async (request) => {
      await app.authoring.editLesson(request.user.user_id, request.params.lessonId, request.body);
      changed();
      return { data: await app.authoring.lessonDetail(request.user.user_id, request.params.lessonId) };
    },
  );

  app.delete(
    AuthorPaths.lesson(':lessonId'),
    { config, schema: { tags, params: AuthorLessonParamsSchema, response: { 200: DeletedResponseSchema, ...errorResponses } } },
    async (request) => {
      const tasks = await app.authoring.deleteLesson(request.user.user_id, request.params.lessonId);
      changed();
      return { data: { deleted: tasks } };
    },
  );

  app.post(
    TeacherPaths.authorLessonTasks(':lessonId'),
    { config, schema: { tags, params: AuthorLessonParamsSchema, body: AuthorTaskCreateBodySchema, response: { 200: AuthorBuilderTaskResponseSchema, ...errorResponses } } },
    async (request) => {
      // The schema only bounds the type's name: a type no registered kind declares is a 400.
      const { type: taskType } = knownKindOr400(request.body.taskType);
      const task = await app.authoring.addTask(request.user.user_id, request.params.lessonId, { ...request.body, taskType });
      changed();
      return { data: task };
    },
  );

  app.post(
    TeacherPaths.authorTaskOrder(':lessonId'),
    { config, schema: { tags, params: AuthorLessonParamsSchema, body: AuthorTaskOrderBodySchema, response: { 200: AuthorTasksResponseSchema, ...errorResponses } } },
    async (request) => {
      const tasks = await app.authoring.reorderTasks(request.user.user_id, request.params.lessonId, request.body.taskIds);
      changed();
      return { data: tasks };
    },
  );

  app.post(
    AuthorPaths.task(':taskId'),
    { config, schema: { tags, params: TaskIdParamsSchema, body: TaskEditBodySchema, response: { 200: AuthorBuilderTaskResponseSchema, ...errorResponses } } },
    async (request) => {
      const task = await app.authoring.editTask(request.user.user_id, request.params.taskId, request.body);
      changed();
      return { data: task };
    },
  );

  app.post(
    AuthorPaths.taskDuplicate(':taskId'),
    { config, schema: { tags, params: TaskIdParamsSchema, response: { 200: AuthorBuilderTaskResponseSchema, ...errorResponses } } },
    async (request) => {
      const task = await app.authoring.duplicateTask(request.user.user_id, request.params.taskId);
      changed();
      return { data: task };
    },
  );

  app.delete(
    AuthorPaths.task(':taskId'),
    { config, schema: { tags, params: TaskIdParamsSchema, response: { 200: DeletedResponseSchema, ...errorResponses } } },
    async (request) => {
      const deleted = await app.authoring.deleteTask(request.user.user_id, request.params.taskId);
      changed();
      return { data: { deleted } };
    },
  );
});

export default authorRoutes;
