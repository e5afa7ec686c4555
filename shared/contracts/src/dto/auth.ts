import { Type, type Static } from 'typebox';
import { Role } from '../enums';
import { Str } from './schema-kit';

export const LoginRequestSchema = Type.Object(
  { login: Str(100, { minLength: 1 }), password: Str(512, { minLength: 1 }) },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** Session fields; expiry values are Unix times in seconds. */
export const SessionDtoSchema = Type.Object({
  token: Type.String(),
  refreshToken: Type.String(),
  authExpire: Type.Integer(),
  refreshExpire: Type.Integer(),
});
export type SessionDto = Static<typeof SessionDtoSchema>;

/** Refresh call as the spec shapes it: password carries the refresh token. */
export const RefreshRequestSchema = Type.Object(
  { login: Str(100, { minLength: 1 }), password: Str(4096, { minLength: 1 }), role: Type.Enum(Role) },
  { additionalProperties: false },
);
export type RefreshRequest = Static<typeof RefreshRequestSchema>;

/** token and authExpire as the spec has them; refreshToken (added): the rotated refresh token, the old one stops working. */
export const RefreshResponseSchema = Type.Object({ token: Type.String(), authExpire: Type.Integer(), refreshToken: Type.Optional(Type.String()) });
export type RefreshResponse = Static<typeof RefreshResponseSchema>;

export const LogoutRequestSchema = Type.Object({ refreshToken: Str(4096, { minLength: 1 }) }, { additionalProperties: false });
export type LogoutRequest = Static<typeof LogoutRequestSchema>;

/** Access token payload. `act`: the teacher acting for this student (the token is the student's). */
export interface TokenPayload {
  user: string;
  user_id: number;
  role: Role;
  act?: number;
  exp?: number;
  iat?: number;
}
