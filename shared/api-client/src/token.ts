import { jwtDecode } from 'jwt-decode';
import { ROLES, type TokenPayload } from '@school/contracts';

/** Decodes an access token; null when it cannot be read (which forces a logout). */
export function decodeToken(token: string | null | undefined): TokenPayload | null {
  if (!token) return null;
  try {
    const payload = jwtDecode<TokenPayload>(token);
    if (typeof payload.user_id !== 'number' || !ROLES.includes(payload.role)) return null;
    return payload;
  } catch {
    return null;
  }
}
