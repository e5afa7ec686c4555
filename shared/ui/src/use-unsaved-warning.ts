import { useEffect } from 'react';
import { T } from '@school/contracts';

/** While there are unsaved changes, leaving or reloading the page asks first (spec 4.1, and every editor that saves later). */
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
