import { useSyncExternalStore } from 'react';

const query = '(min-width: 80rem)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** Room for the text and its preview side by side; narrower screens show one at a time, as tabs. */
export const useWideScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
