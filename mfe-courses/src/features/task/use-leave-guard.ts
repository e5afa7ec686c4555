import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { T } from '@school/contracts';
import { consumeApprovedLeave } from './use-task-nav';

/**
 * Every in-app way off the page while changes are unsaved (the browser's back and forward, the
 * assistant's expand icon, a sidebar link) asks 'Вы уверены, что хотите покинуть страницу?' first;
 * the page's own buttons ask in useTaskNav and are not asked twice. Closing or reloading the tab is
 * the browser's own warning (useUnsavedWarning).
 */
export function useLeaveGuard(dirty: boolean): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const approved = consumeApprovedLeave();
    return !approved && dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(T.leavePageConfirm)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
