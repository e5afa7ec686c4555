import { useCallback } from 'react';
import { ACTING_STORAGE_KEY, type ActingSession } from '@school/contracts';
import { switchSession, useAppDispatch, useAppStore } from '@school/api-client';
import { useActAsMutation } from './group-progress-api';

/**
 * Teacher-as-student: the teacher's session is put aside (the shell's banner restores it), the page
 * loads afresh on the student token the server issued, at the student's home.
 */
export function useActAsStudent(teacherTitle: string) {
  const [actAs, state] = useActAsMutation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const start = useCallback(
    async (studentId: number) => {
      const acting = await actAs(studentId).unwrap();
      const { auth } = store.getState();
      const saved: ActingSession = {
        teacherSession: { ...auth },
        teacherTitle,
        student: acting.student,
        returnTo: window.location.pathname + window.location.search,
      };
      localStorage.setItem(ACTING_STORAGE_KEY, JSON.stringify(saved));
      // No refresh token: when the acting token ends, the session ends with it.
      const session = { token: acting.token, refreshToken: '', authExpire: acting.authExpire, refreshExpire: acting.authExpire };
      switchSession(dispatch, session, '/');
    },
    [actAs, dispatch, store, teacherTitle],
  );
  return { start, isLoading: state.isLoading, isError: state.isError };
}
