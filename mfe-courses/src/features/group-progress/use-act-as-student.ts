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
      // The acting token is short; its refresh token renews it while the teacher's own login lives
      // (the teacher's logout ends both). Any login or logout removes the put-aside session.
      const session = { token: acting.token, refreshToken: acting.refreshToken, authExpire: acting.authExpire, refreshExpire: acting.refreshExpire };
      switchSession(dispatch, session, '/');
    },
    [actAs, dispatch, store, teacherTitle],
  );
  return { start, isLoading: state.isLoading, isError: state.isError };
}
