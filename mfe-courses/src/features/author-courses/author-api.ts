import { baseApi } from '@school/api-client';
import {
  ApiPaths,
  AuthorPaths,
  TeacherPaths,
  type AuthorBuilderCourseDto,
  type AuthorBuilderLessonDto,
  type AuthorBuilderTaskDto,
  type AuthorGroupDto,
  type AuthorGroupEditBody,
  type AuthorLessonDetailDto,
  type AuthorTaskCreateBody,
  type CourseCreateBody,
  type CourseEditBody,
  type CourseExportDto,
  type CourseGroupBody,
  type DataResponse,
  type LessonEditBody,
  type TaskEditBody,
} from '@school/contracts';

const data = <T>(r: DataResponse<T>) => r.data;
/** Every write changes what the course list shows: it is read again after each. */
const TAG = 'AuthorCourses' as const;
/** The groups of a course (meeting link, timetable) are read again after a group is edited or created. */
const GROUPS = 'AuthorGroups' as const;

/** The course builder's calls (services/learning/author-routes.ts). */
export const authorApi = baseApi.enhanceEndpoints({ addTagTypes: [TAG, GROUPS] }).injectEndpoints({
  endpoints: (build) => ({
    getAuthorCourses: build.query<AuthorBuilderCourseDto[], void>({
      query: () => AuthorPaths.courses,
      transformResponse: data<AuthorBuilderCourseDto[]>,
      providesTags: [TAG],
      keepUnusedDataFor: 0,
    }),
    createCourse: build.mutation<AuthorBuilderCourseDto, CourseCreateBody>({
      query: (body) => ({ url: AuthorPaths.courses, method: 'POST', body }),
      transformResponse: data<AuthorBuilderCourseDto>,
      invalidatesTags: [TAG],
    }),
    editCourse: build.mutation<AuthorBuilderCourseDto, { courseId: number; body: CourseEditBody }>({
      query: ({ courseId, body }) => ({ url: AuthorPaths.course(courseId), method: 'POST', body }),
      transformResponse: data<AuthorBuilderCourseDto>,
      invalidatesTags: [TAG],
    }),
    reorderCourses: build.mutation<AuthorBuilderCourseDto[], number[]>({
      query: (courseIds) => ({ url: AuthorPaths.courseOrder, method: 'POST', body: { courseIds } }),
      transformResponse: data<AuthorBuilderCourseDto[]>,
      invalidatesTags: [TAG],
    }),
    getCourseGroups: build.query<AuthorGroupDto[], number>({
      query: (courseId) => AuthorPaths.courseGroups(courseId),
      transformResponse: data<AuthorGroupDto[]>,
      providesTags: [GROUPS],
      keepUnusedDataFor: 0,
    }),
    editGroup: build.mutation<AuthorGroupDto, { groupId: number; body: AuthorGroupEditBody }>({
      query: ({ groupId, body }) => ({ url: AuthorPaths.group(groupId), method: 'POST', body }),
      transformResponse: data<AuthorGroupDto>,
      invalidatesTags: [GROUPS],
    }),
    /** A one-time upload URL of the files service (services/files upload tickets), as text. */
    presignUpload: build.mutation<string, { folder: string; originalName: string }>({
      query: (params) => ({ url: ApiPaths.filePresigned, params, responseHandler: 'text' }),
    }),
    importCourse: build.mutation<AuthorBuilderCourseDto, CourseExportDto>({
      query: (body) => ({ url: AuthorPaths.courseImport, method: 'POST', body }),
      transformResponse: data<AuthorBuilderCourseDto>,
      invalidatesTags: [TAG],
    }),
    /** The course file itself (not wrapped in data). */
    getCourseExport: build.query<CourseExportDto, number>({
      query: (courseId) => AuthorPaths.courseExport(courseId),
      keepUnusedDataFor: 0,
    }),
    createGroup: build.mutation<{ id: number; studentCount: number }, { courseId: number; body: CourseGroupBody }>({
      query: ({ courseId, body }) => ({ url: AuthorPaths.courseGroup(courseId), method: 'POST', body }),
      transformResponse: data<{ id: number; studentCount: number }>,
      invalidatesTags: [GROUPS],
    }),
    createLesson: build.mutation<AuthorBuilderLessonDto, { courseId: number; title: string }>({
      query: ({ courseId, title }) => ({ url: AuthorPaths.courseLessons(courseId), method: 'POST', body: { title } }),
      transformResponse: data<AuthorBuilderLessonDto>,
      invalidatesTags: [TAG],
    }),
    reorderLessons: build.mutation<AuthorBuilderCourseDto, { courseId: number; lessonIds: number[] }>({
      query: ({ courseId, lessonIds }) => ({ url: AuthorPaths.lessonOrder(courseId), method: 'POST', body: { lessonIds } }),
      transformResponse: data<AuthorBuilderCourseDto>,
      invalidatesTags: [TAG],
    }),
    getLesson: build.query<AuthorLessonDetailDto, number>({
      query: (lessonId) => AuthorPaths.lesson(lessonId),
      transformResponse: data<AuthorLessonDetailDto>,
      keepUnusedDataFor: 0,
    }),
    editLesson: build.mutation<AuthorLessonDetailDto, { lessonId: number; body: LessonEditBody }>({
      query: ({ lessonId, body }) => ({ url: AuthorPaths.lesson(lessonId), method: 'POST', body }),
      transformResponse: data<AuthorLessonDetailDto>,
      invalidatesTags: [TAG],
    }),
    deleteLesson: build.mutation<{ deleted: number }, number>({
      query: (lessonId) => ({ url: AuthorPaths.lesson(lessonId), method: 'DELETE' }),
      transformResponse: data<{ deleted: number }>,
      invalidatesTags: [TAG],
    }),
    addAuthorTask: build.mutation<AuthorBuilderTaskDto, { lessonId: number; body: AuthorTaskCreateBody }>({
      query: ({ lessonId, body }) => ({ url: TeacherPaths.authorLessonTasks(lessonId), method: 'POST', body }),
      transformResponse: data<AuthorBuilderTaskDto>,
      invalidatesTags: [TAG],
    }),
    reorderAuthorTasks: build.mutation<AuthorBuilderTaskDto[], { lessonId: number; taskIds: number[] }>({
      query: ({ lessonId, taskIds }) => ({ url: TeacherPaths.authorTaskOrder(lessonId), method: 'POST', body: { taskIds } }),
      transformResponse: data<AuthorBuilderTaskDto[]>,
      invalidatesTags: [TAG],
    }),
    editTask: build.mutation<AuthorBuilderTaskDto, { taskId: number; body: TaskEditBody }>({
      query: ({ taskId, body }) => ({ url: AuthorPaths.task(taskId), method: 'POST', body }),
      transformResponse: data<AuthorBuilderTaskDto>,
      invalidatesTags: [TAG],
    }),
    duplicateTask: build.mutation<AuthorBuilderTaskDto, number>({
      query: (taskId) => ({ url: AuthorPaths.taskDuplicate(taskId), method: 'POST' }),
      transformResponse: data<AuthorBuilderTaskDto>,
      invalidatesTags: [TAG],
    }),
    deleteTask: build.mutation<{ deleted: number }, number>({
      query: (taskId) => ({ url: AuthorPaths.task(taskId), method: 'DELETE' }),
      transformResponse: data<{ deleted: number }>,
      invalidatesTags: [TAG],
    }),
  }),
});

export const {
  useGetAuthorCoursesQuery,
  useCreateCourseMutation,
  useEditCourseMutation,
  useImportCourseMutation,
  useLazyGetCourseExportQuery,
  useCreateGroupMutation,
  useReorderCoursesMutation,
  useGetCourseGroupsQuery,
  useEditGroupMutation,
  usePresignUploadMutation,
  useCreateLessonMutation,
  useReorderLessonsMutation,
  useGetLessonQuery,
  useEditLessonMutation,
  useDeleteLessonMutation,
  useAddAuthorTaskMutation,
  useReorderAuthorTasksMutation,
  useEditTaskMutation,
  useDuplicateTaskMutation,
  useDeleteTaskMutation,
} = authorApi;
