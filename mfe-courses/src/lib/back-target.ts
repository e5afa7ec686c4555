/**
 * Where the back (home) button of a screen leads (platform-core 2): /funspace from a project
 * page; /hackathons with the hackathon parameter; the Funbox list with funbox; the active
 * course's tasks; otherwise home.
 */
export function backTarget(pathname: string, params: URLSearchParams, activeCourseId: number | null): string {
  if (pathname.startsWith('/project')) return '/funspace';
  if (params.get('hackathon')) return '/hackathons';
  if (params.get('funbox') === 'true') return '/funbox';
  if (activeCourseId) return `/courses?courseId=${activeCourseId}`;
  return '/';
}
