import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { authSlice } from './auth-slice';
import { baseApi } from './base-api';
import { writeStoredSession } from './session-storage';

/**
 * The root reducer lives in this shared singleton so remotes can add their slices with
 * rootReducer.inject(slice) into the shell's store.
 */
export const rootReducer = combineSlices(baseApi, authSlice);

export function makeStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
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
