import type { FastifyRequest } from 'fastify';
import type { Viewer } from './visibility';

/** The caller as the access hook resolved it (on public routes only when a valid token was sent). */
export function viewerOf(request: FastifyRequest): Viewer {
  const access = request.access!;
  return { id: access.callerId, role: access.role };
}

export function originOf(request: FastifyRequest): string {
  // A configured public origin (PUBLIC_ORIGIN), never the Host / X-Forwarded-Host header.
  return request.server.publicOriginOf(request);
}
