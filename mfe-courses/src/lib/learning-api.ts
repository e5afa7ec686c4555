import { baseApi, unwrapData } from '@school/api-client';
import {
  ApiPaths,
  type AnswerSaveBody,
  type AnswerSaveResultDto,
  type BulkTaskStatusDto,
  type GroupStudentDto,
  type LastTaskDto,
  type OrgGroupDto,
  type QuizKindAnswerBody,
  type FunboxCourseDto,
  type FunboxStatus,
  type LessonStatusFilter,
  type LessonWithTasksDto,
  type QuizAnswerItem,
  type QuizResultDto,
  type TaskAction,
  type TaskAnswerDto,
  type TaskDto,
  type TaskListItemDto,
  type TaskSaveBody,
  type TaskStatusResultDto,
  type TheoryDto,
} from '@school/contracts';

const qs = (params: Record<string, string | number | undefined | null>) => {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
};

/** The learning calls of the courses remote, injected into the page's one api. */
export const learningApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCourseLessons: build.query<LessonWithTasksDto[], { courseId: number; status?: LessonStatusFilter; studentId?: number }>({
      query: ({ courseId, status, studentId }) => ApiPaths.courseLessons(courseId) + qs({ status, studentId }),
      transformResponse: unwrapData<LessonWithTasksDto[]>,
      providesTags: ['TaskList'],
      keepUnusedDataFor: 0,
    }),
    getLessonTasks: build.query<TaskListItemDto[], { lessonId: number; taskGroupId?: number; studentId?: number }>({
      query: ({ lessonId, taskGroupId, studentId }) => ApiPaths.lessonTasks(lessonId) + qs({ taskGroupId, studentId }),
      transformResponse: unwrapData<TaskListItemDto[]>,
      providesTags: ['TaskList'],
      keepUnusedDataFor: 0,
    }),
    getTask: build.query<TaskDto, { lessonId: number; taskId: number; studentId?: number }>({
      query: ({ lessonId, taskId, studentId }) => ApiPaths.task(lessonId, taskId) + qs({ studentId }),
      transformResponse: unwrapData<TaskDto>,
      providesTags: (_r, _e, a) => [{ type: 'Task', id: a.taskId }],
      keepUnusedDataFor: 0,
    }),
    saveTask: build.mutation<TaskDto, { lessonId: number; taskId: number; body: TaskSaveBody }>({
      query: ({ lessonId, taskId, body }) => ({ url: ApiPaths.task(lessonId, taskId), method: 'POST', body }),
      transformResponse: unwrapData<TaskDto>,
      invalidatesTags: (_r, error, a) => (error ? [] : [{ type: 'Task', id: a.taskId }]),
    }),
    taskStatus: build.mutation<TaskStatusResultDto, { lessonId: number; taskId: number; action: TaskAction; studentId?: number }>({
      query: ({ lessonId, taskId, action, studentId }) => ({
        url: ApiPaths.taskStatus(lessonId, taskId) + qs({ action, studentId }),
        method: 'POST',
      }),
      transformResponse: unwrapData<TaskStatusResultDto>,
      invalidatesTags: ['TaskList', 'Groups'],
    }),
    getTheory: build.query<TheoryDto, number>({
      query: (lessonId) => ApiPaths.theory(lessonId),
      transformResponse: unwrapData<TheoryDto>,
    }),
    getAnswer: build.query<TaskAnswerDto, { taskId: number; studentId?: number }>({
      query: ({ taskId, studentId }) => ApiPaths.answer(taskId) + qs({ studentId }),
      transformResponse: unwrapData<TaskAnswerDto>,
      providesTags: (_r, _e, a) => [{ type: 'Answer', id: a.taskId }],
      keepUnusedDataFor: 0,
    }),
    saveAnswer: build.mutation<AnswerSaveResultDto, AnswerSaveBody>({
      query: (body) => ({ url: ApiPaths.answer(body.lessonTaskId), method: 'POST', body }),
      transformResponse: unwrapData<AnswerSaveResultDto>,
    }),
    answerQuiz: build.mutation<QuizResultDto, { taskId: number; items: QuizAnswerItem[] }>({
      query: ({ taskId, items }) => ({ url: ApiPaths.quizAnswer(taskId), method: 'POST', body: items }),
      transformResponse: unwrapData<QuizResultDto>,
      invalidatesTags: ['TaskList', 'Groups'],
    }),
    checkQuizKind: build.mutation<QuizResultDto, { taskId: number; body: QuizKindAnswerBody }>({
      query: ({ taskId, body }) => ({ url: ApiPaths.quizKindAnswer(taskId), method: 'POST', body }),
      transformResponse: unwrapData<QuizResultDto>,
      invalidatesTags: ['TaskList', 'Groups'],
    }),
    getLastTask: build.query<LastTaskDto, { lessonId: number; studentId?: number }>({
      query: ({ lessonId, studentId }) => ApiPaths.lastTask(lessonId) + qs({ studentId }),
      transformResponse: unwrapData<LastTaskDto>,
      keepUnusedDataFor: 0,
    }),
    /** The caller's groups: a teacher's own, every group for an author. */
    getMyGroups: build.query<OrgGroupDto[], void>({
      query: () => ApiPaths.orgGroups,
      transformResponse: unwrapData<OrgGroupDto[]>,
    }),
    getGroupStudents: build.query<GroupStudentDto[], { groupId: number; lessonId?: number }>({
      query: ({ groupId, lessonId }) => ApiPaths.groupStudents(groupId) + qs({ lessonId }),
      transformResponse: unwrapData<GroupStudentDto[]>,
    }),
    getGroupStatuses: build.query<BulkTaskStatusDto[], { groupId: number; lessonId: number }>({
      query: ({ groupId, lessonId }) => ApiPaths.bulkTaskStatus + qs({ lesson_id: lessonId, group_id: groupId }),
      transformResponse: unwrapData<BulkTaskStatusDto[]>,
      providesTags: ['TaskList'],
      keepUnusedDataFor: 0,
    }),
    getFunbox: build.query<FunboxCourseDto[], number>({
      query: (userId) => ApiPaths.funbox(userId),
      transformResponse: unwrapData<FunboxCourseDto[]>,
      keepUnusedDataFor: 0,
    }),
    setFunboxStatus: build.mutation<unknown, { userId: number; courseId: number; action: FunboxStatus }>({
      query: ({ userId, courseId, action }) => ({ url: ApiPaths.funboxStatus(userId, courseId) + qs({ action }), method: 'POST' }),
    }),
  }),
});

export const {
  useGetCourseLessonsQuery,
  useGetLessonTasksQuery,
  useGetTaskQuery,
  useSaveTaskMutation,
  useTaskStatusMutation,
  useGetTheoryQuery,
  useGetAnswerQuery,
  useSaveAnswerMutation,
  useAnswerQuizMutation,
  useCheckQuizKindMutation,
  useGetLastTaskQuery,
  useGetMyGroupsQuery,
  useGetGroupStudentsQuery,
  useGetGroupStatusesQuery,
  useGetFunboxQuery,
  useSetFunboxStatusMutation,
} = learningApi;
