/** The split-screen address: /split/ before the path, the query string kept. */
export function splitScreenUrl(pathname: string, search: string): string {
  const path = pathname.startsWith('/split/') ? pathname : `/split${pathname.startsWith('/') ? pathname : `/${pathname}`}`;
  return `${path}${search}`;
}

export function leaveSplitScreenUrl(pathname: string, search: string): string {
  return `${pathname.replace(/^\/split(?=\/)/, '') || '/'}${search}`;
}
