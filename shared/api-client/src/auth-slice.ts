import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { Role, type SessionDto } from '@school/contracts';
import { readStoredSession, type StoredSession } from './session-storage';
import { decodeToken } from './token';

export type AuthState = StoredSession;

function initialState(): AuthState {
  const stored = readStoredSession();
  // A token that cannot be decoded is no session at all.
  if (stored.token && !decodeToken(stored.token)) return { ...stored, token: null, refreshToken: null, role: null };
  return stored;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<SessionDto>) {
      const payload = decodeToken(action.payload.token);
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
      state.authExpire = action.payload.authExpire;
      state.refreshExpire = action.payload.refreshExpire;
      state.role = payload?.role ?? Role.Student;
    },
    /** A refresh rotates the refresh token too: the one used stops working, so the new one is kept. */
    tokenRefreshed(state, action: PayloadAction<{ token: string; authExpire: number; refreshToken?: string }>) {
      state.token = action.payload.token;
      state.authExpire = action.payload.authExpire;
      if (action.payload.refreshToken) state.refreshToken = action.payload.refreshToken;
    },
    /** A token from the address of demo/edit/check: kept apart from the session. */
    courseTokenReceived(state, action: PayloadAction<string>) {
      state.courseToken = action.payload;
      state.role = decodeToken(action.payload)?.role ?? state.role;
    },
    loggedOut() {
      return { token: null, refreshToken: null, authExpire: null, refreshExpire: null, courseToken: null, role: null };
    },
  },
  selectors: {
    selectToken: (s) => s.token,
    selectIsLogged: (s) => !!(s.token || s.courseToken),
    selectRole: (s) => s.role,
    selectUser: (s) => decodeToken(s.token ?? s.courseToken),
  },
});

export const { loggedIn, tokenRefreshed, courseTokenReceived, loggedOut } = authSlice.actions;
export const { selectToken, selectIsLogged, selectRole, selectUser } = authSlice.selectors;
