import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

/** True while the tab is hidden: games pause then, and resume only when the player says so. */
export const usePageHidden = () => useSyncExternalStore(subscribe, () => document.hidden);
