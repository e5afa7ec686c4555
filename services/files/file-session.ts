import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiPaths } from '@school/contracts';
import type { Viewer } from '../funspace/public';

/** The cookie that carries the caller's access token to the file downloads only. */
export const FILE_COOKIE = 'school_files';
/** Sent back with every API call (so an answer can tell whether it is current); read by the file downloads only. */
const COOKIE_PATH = '/api/';

const bearerOf = (request: FastifyRequest) => /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;

function cookieOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === FILE_COOKIE) return value.join('=') || null;
  }
  return null;
}

/**
 * Who is downloading a file. The API calls send the access token in the Authorization header, but
 * the players put file URLs into <img>, <audio>, <iframe> and fetch() without it. So an API answer to
 * a call with a valid access token leaves that token in an HttpOnly cookie (SameSite=Lax, Secure
 * behind TLS, expiring with the token, cleared on logout) when the cookie the call brought is not
 * that token already: once after login, after each refresh and when the token in use changes, not
 * on every answer. The cookie's path is /api/ so that every API call brings it back for that
 * comparison, but only the file downloads read the caller from it (file-access.ts decides what
 * that person may see); every other route, uploads included, takes the caller from the header only,
 * so the cookie carries no cross-site write (CSRF) risk.
 */
export function registerFileSession(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.url === ApiPaths.logout && request.access) {
      reply.header('set-cookie', `${FILE_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`);
      return done(null, payload);
    }
    const token = request.access ? bearerOf(request) : null;
    if (!token || cookieOf(request) === token || reply.hasHeader('set-cookie')) return done(null, payload);
    const exp = (request.user as { exp?: number } | undefined)?.exp;
    const maxAge = exp ? Math.max(0, exp - Math.floor(Date.now() / 1000)) : 900;
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${FILE_COOKIE}=${token}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`);
    done(null, payload);
  });
}

/** The viewer of a file download: from the verified Authorization header, else from the file cookie. */
export async function fileViewerOf(app: FastifyInstance, request: FastifyRequest): Promise<Viewer | null> {
  if (request.access) return { id: request.access.callerId, role: request.access.role };
  const token = cookieOf(request);
  if (!token) return null;
  try {
    const claims = app.jwt.verify<{ user_id?: number; role?: string; typ?: string; act?: number; sid?: string }>(token);
    if (claims.typ === 'refresh' || !claims.user_id || !claims.role) return null;
    // A teacher's acting token ends with the teacher's login, here as in the auth hook.
    if (claims.act !== undefined && !(await app.sessionFamilies.isLive(claims.sid, claims.act))) return null;
    return { id: claims.user_id, role: claims.role };
  } catch {
    return null; // expired or forged: a visitor
  }
}
