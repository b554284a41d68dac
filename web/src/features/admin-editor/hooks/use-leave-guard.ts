import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before leaving while `unsaved` says something is not on the server: a link inside the app (the router's
 * blocker, answered with the browser's own confirmation) and a reload or a closed tab (`beforeunload`).
 * `release` lets a navigation of the editor's own through (opening the copy made after a conflict).
 */
export function useLeaveGuard(unsaved: boolean, message: string) {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return {
    release: () => {
      released.current = true;
    },
  };
}
