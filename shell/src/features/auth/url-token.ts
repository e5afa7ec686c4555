import { Role, type TokenPayload } from '@school/contracts';

/** Pages that take a course token from the address (platform-core 2; block games 2.1 for /project). */
const TOKEN_PAGES = ['/demo', '/edit', '/check', '/project'];

export type UrlTokenDecision =
  | { kind: 'none' }
  /** A teacher token while a teacher is logged in: log out and load the page again. */
  | { kind: 'logoutAndReload' }
  /** Keep the token as the course token and show the address without it. */
  | { kind: 'store'; token: string; cleanSearch: string };

/**
 * What to do with a `token` query parameter on demo/edit/check/project. Pure: the caller passes the
 * decoder and the current session's claims.
 */
export function decideUrlToken(
  pathname: string,
  search: string,
  current: TokenPayload | null,
  decode: (token: string) => TokenPayload | null,
): UrlTokenDecision {
  if (!TOKEN_PAGES.some((p) => pathname.startsWith(p))) return { kind: 'none' };
  const params = new URLSearchParams(search);
  const token = params.get('token');
  if (!token) return { kind: 'none' };
  const incoming = decode(token);
  if (incoming?.role === Role.Teacher && current?.role === Role.Teacher) return { kind: 'logoutAndReload' };
  params.delete('token');
  const rest = params.toString();
  // An unreadable token is dropped from the address and not kept.
  if (!incoming) return { kind: 'store', token: '', cleanSearch: rest ? `?${rest}` : '' };
  return { kind: 'store', token, cleanSearch: rest ? `?${rest}` : '' };
}
