import type { FastifyRequest } from 'fastify';
import type { Viewer } from './visibility';

/**
 * The caller on a public route: the auth hook skips these, so the optional bearer is read here.
 * A missing, invalid or expired token means an anonymous visitor (user 0), never an error:
 * a visitor with a stale token in storage must still see a public project.
 */
export async function optionalViewer(request: FastifyRequest): Promise<Viewer | null> {
  if (!request.headers.authorization) return null;
  try {
    await request.jwtVerify();
  } catch {
    return null;
  }
  if (request.user.typ === 'refresh') return null;
  return { id: request.user.user_id, role: request.user.role };
}

export function viewerOf(request: FastifyRequest): Viewer {
  return { id: request.user.user_id, role: request.user.role };
}

export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
