import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { authSlice, loggedIn, loggedOut, type AuthState } from './auth-slice';
import { baseApi } from './base-api';
import { writeStoredSession } from './session-storage';
import { dropActingSessionUnlessFor } from './acting-session';

/**
 * The root reducer lives in this shared singleton so remotes can add their slices with
 * rootReducer.inject(slice) into the shell's store.
 */
export const rootReducer = combineSlices(baseApi, authSlice);

/**
 * Any login or logout ends a teacher's acting for a student on this computer: the teacher's own
 * session put aside for it is removed unless the new session is that very acting session.
 */
const actingSessionGuard: Middleware<object, { auth: AuthState }> = (api) => (next) => (action) => {
  const result = next(action);
  if (loggedIn.match(action) || loggedOut.match(action)) dropActingSessionUnlessFor(api.getState().auth.token);
  return result;
};

export function makeStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, actingSessionGuard),
  });
  // A page loaded on another session than the acting one (e.g. left behind by an older client).
  dropActingSessionUnlessFor(store.getState().auth.token);
  let last = store.getState().auth;
  store.subscribe(() => {
    const auth = store.getState().auth;
    if (auth !== last) {
      last = auth;
      writeStoredSession(auth);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
