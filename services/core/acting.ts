import type { FastifyInstance } from 'fastify';
import { Role, type ActAsDto, type TokenPayload } from '@school/contracts';

/** A teacher-as-student access token lives as long as an ordinary one; it is renewed while the teacher's login lives. */
export const ACTING_TOKEN_TTL_S = 15 * 60;

/** Who acts for whom: the student's login and id, the teacher (`act`) and the teacher's login family (`sid`). */
export interface ActingClaims {
  user: string;
  user_id: number;
  act: number;
  sid: string;
}

/**
 * The tokens of a teacher acting for a student: a student's access token (the student's rules apply)
 * naming the teacher (`act`, logged as the actor) and the teacher's refresh-token family (`sid`),
 * which the auth hook checks on every call (session-families.ts): the teacher's logout or a revoked
 * family ends the acting at once. The refresh token renews the access token through the ordinary
 * refresh call for as long as that family lives, and never rotates or touches the teacher's own.
 */
export function signActing(app: FastifyInstance, claims: ActingClaims, familyExpiresAt: Date): Omit<ActAsDto, 'student'> {
  const nowS = Math.floor(Date.now() / 1000);
  const base: TokenPayload & ActingClaims = { user: claims.user, user_id: claims.user_id, role: Role.Student, act: claims.act, sid: claims.sid };
  const refreshExpire = Math.floor(familyExpiresAt.getTime() / 1000);
  return {
    token: app.jwt.sign({ ...base, typ: 'access' }, { expiresIn: ACTING_TOKEN_TTL_S }),
    authExpire: nowS + ACTING_TOKEN_TTL_S,
    refreshToken: app.jwt.sign({ ...base, typ: 'refresh' }, { expiresIn: Math.max(1, refreshExpire - nowS) }),
    refreshExpire,
  };
}
