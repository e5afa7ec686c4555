import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { VIEW_SESSION_HEADER } from '@school/contracts';
import type { Viewer } from './visibility';

/**
 * Anonymous views of one project counted per address at most this often: a classroom behind one
 * address still counts its children, random X-View-Session values from one address stop here.
 */
export const ANON_VIEWS_PER_ADDRESS = 30;

export interface ViewSession {
  sessionId: string;
  /** Set for anonymous visitors: the key prefix shared by every session of their address. */
  anonPrefix: string | null;
}

const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The anonymous prefix of an address (hashed: addresses are not stored). */
export function anonAddressKey(ip: string): string {
  return `a:${createHash('sha256').update(ip).digest('base64url').slice(0, 16)}:`;
}

/**
 * The view session of a call: a signed-in viewer is one session whatever the header says; an
 * anonymous visitor is the address plus the X-View-Session header (the address alone without it).
 */
export function viewSessionOf(request: FastifyRequest, viewer: Viewer | null): ViewSession {
  if (viewer) return { sessionId: `u:${viewer.id}`, anonPrefix: null };
  const header = request.headers[VIEW_SESSION_HEADER];
  const prefix = anonAddressKey(request.ip);
  return { sessionId: prefix + (typeof header === 'string' && SESSION_ID.test(header) ? header : '-'), anonPrefix: prefix };
}
