type Id = number | string;

/** API paths shared by the services and the api client, so both name a call the same way. */
export const ApiPaths = {
  login: '/api/auth/login',
  refresh: '/api/auth/refresh',
  logout: '/api/auth/logout',
  health: '/api/health',
  profile: (userId: number | string) => `/api/student/profile/${userId}`,
  timezone: (userId: number | string) => `/api/student/profile/${userId}/timezone`,
  groups: (userId: number | string) => `/api/student/${userId}/group`,
  groupsArchive: (userId: number | string) => `/api/student/${userId}/group/archive`,
  // Learning (platform-core 7)
  courses: '/api/course',
  courseLessons: (courseId: Id) => `/api/course/${courseId}/lesson`,
  task: (lessonId: Id, taskId: Id) => `/api/course/lesson/${lessonId}/task/${taskId}`,
  lessonTasks: (lessonId: Id) => `/api/course/lesson/${lessonId}/task`,
  taskFiles: (lessonId: Id, taskId: Id) => `/api/course/lesson/${lessonId}/task/${taskId}/files`,
  taskStatus: (lessonId: Id, taskId: Id) => `/api/course/lesson/${lessonId}/task/${taskId}/status`,
  theory: (lessonId: Id) => `/api/course/lesson/${lessonId}/theory`,
  answer: (taskId: Id) => `/api/course/lesson/task/${taskId}/answer`,
  quizAnswer: (taskId: Id) => `/api/course/lesson/task/${taskId}/answer/quiz`,
  /** Server check of MatchQuiz, StickyMatchQuiz, FillQuiz and SortQuiz (path ours). */
  quizKindAnswer: (taskId: Id) => `/api/course/lesson/task/${taskId}/answer/check`,
  groupStudents: (groupId: Id) => `/api/Group/${groupId}/students`,
  bulkTaskStatus: '/api/bulk/course/lesson/task/status',
  cities: '/api/org/city',
  venues: (cityId: Id) => `/api/org/city/${cityId}/venue`,
  orgGroups: '/api/group',
  funbox: (userId: Id) => `/api/student/${userId}/funbox`,
  funboxStatus: (userId: Id, courseId: Id) => `/api/student/${userId}/funbox/${courseId}/status`,
  // Paths the spec does not show
  lessonResources: (lessonId: Id) => `/api/course/lesson/${lessonId}/resources`,
  taskEvents: (lessonId: Id, taskId: Id) => `/api/course/lesson/${lessonId}/task/${taskId}/events`,
  /** The task to open with loadLastTask=true (see LastTaskDto). */
  lastTask: (lessonId: Id) => `/api/course/lesson/${lessonId}/task/last`,
  // Fun Space (platform-core 7)
  projects: (userId: number | string) => `/api/student/${userId}/project`,
  project: (userId: number | string, projectId: number | string) => `/api/student/${userId}/project/${projectId}`,
  projectDelete: (userId: number | string, projectId: number | string) => `/api/student/${userId}/project/${projectId}/delete`,
  projectUndelete: (userId: number | string, projectId: number | string) =>
    `/api/student/${userId}/project/${projectId}/undelete`,
  projectUrl: (userId: number | string, projectId: number | string) => `/api/student/${userId}/project/${projectId}/url`,
  projectShare: (userId: number | string, hash: string) => `/api/student/${userId}/project/share/${hash}`,
  projectFork: (userId: number | string, hash: string) => `/api/student/${userId}/project/fork/${hash}`,
  projectLike: (hash: string) => `/api/student/project/lois/${hash}`,
  projectView: (hash: string) => `/api/student/project/view/${hash}`,
  projectTrend: '/api/student/project/trend',
  projectHackWinners: '/api/student/project/hackwin',
  hackEvents: '/api/hack',
  hackApplication: (userId: number | string, hackId: number | string) => `/api/student/${userId}/hack/${hackId}/application`,
  hackGrades: (userId: number | string, hackId: number | string) => `/api/student/${userId}/hack/${hackId}/grades`,
  hackGrade: (userId: number | string, hackId: number | string, gradeId: number | string) =>
    `/api/student/${userId}/hack/${hackId}/grades/${gradeId}`,
  hackCourse: (userId: number | string, hackId: number | string) => `/api/student/${userId}/hack/${hackId}/course`,
  hackSubmission: (userId: number | string, hackId: number | string) =>
    `/api/student/${userId}/hack/${hackId}/project/submission`,
  // Files (platform-core 5, 7)
  fileUpload: '/api/files/upload',
  /**
   * The bare file-storage path of the spec's table (platform-core 7, '/api/files', method not
   * shown): POST it as the upload above (one file field, the md5 as text); read with `file(md5)`.
   */
  files: '/api/files',
  file: (md5: string) => `/api/files/${md5}`,
  /** A ScratchJr project (JSON body), checked against its schema and stored like an upload; answers the md5 as text. */
  fileScratchJr: '/api/files/scratchjr',
  filePresigned: '/api/files/s3/presigned',
  /** Multipart upload into object storage (?folder=, default uploads); answers the id as text. */
  fileS3Upload: '/api/files/s3/upload',
  /** Download of a presigned upload: id is the last path segment of the upload URL. */
  presignedFile: (id: string) => `/api/files/s3/${id}`,
  presignedPut: (id: string) => `/api/files/s3/put/${id}`,
  /** A Files answer's file (?studentId=): the student, their teachers of the course and authors only. */
  answerFile: (taskId: number | string, fileId: string) => `/api/course/lesson/task/${taskId}/answer-file/${fileId}`,
  /** Recommended cover n (0-13) of a project type: a generated SVG. */
  cover: (type: number | string, n: number | string) => `/api/files/covers/${type}/${n}`,
  aiChatSend: '/api/aichat/send',
  aiChat: (chatId: string) => `/api/aichat/${chatId}`,
  aiChatHistory: (page: number) => `/api/aichat?page=${page}`,
} as const;
