import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * While `dirty`, leaving the page asks first: in-app navigation is held by the router (the caller
 * shows a dialog for the returned blocker) and closing or reloading the tab gets the browser's
 * own prompt. Changing only the query (?tab=…) is not leaving.
 */
export function useUnsavedChangesGuard(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return blocker;
}
