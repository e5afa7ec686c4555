/**
 * Whether a sidebar link to `to` (a path with an optional query) is the current page. react-router's
 * NavLink compares the path only, so every `/teacher/group?groupId=N` link was active on any group's
 * page: here each query parameter of the link must also have the same value in the location.
 */
export function isNavLinkActive(to: string, pathname: string, search: string): boolean {
  const [path, query = ''] = to.split('?');
  if (path !== pathname) return false;
  const current = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(query)) if (current.get(key) !== value) return false;
  return true;
}
