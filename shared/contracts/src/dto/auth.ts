import type { Role } from '../enums';

export interface LoginRequest {
  login: string;
  password: string;
}

/** Session fields; expiry values are Unix times in seconds. */
export interface SessionDto {
  token: string;
  refreshToken: string;
  authExpire: number;
  refreshExpire: number;
}

/** Refresh call as the spec shapes it: password carries the refresh token. */
export interface RefreshRequest {
  login: string;
  password: string;
  role: Role;
}

export interface RefreshResponse {
  token: string;
  authExpire: number;
}

/** Access token payload. */
export interface TokenPayload {
  user: string;
  user_id: number;
  role: Role;
  exp?: number;
  iat?: number;
}
