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
} as const;
