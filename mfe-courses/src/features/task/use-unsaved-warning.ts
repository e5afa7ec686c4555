import { useEffect } from 'react';
import { T } from '@school/contracts';

/** Spec 4.1: while there are unsaved changes, leaving or reloading the page asks first. */
export function useUnsavedWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = T.leavePageConfirm;
      return T.leavePageConfirm;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
