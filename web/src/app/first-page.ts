import { useEffect } from 'react';
import { whenIdle } from '@/lib/idle';

let reached: () => void;

/**
 * Resolved when the browser is first idle after the first page (or its error screen) has rendered. What the visit
 * does besides showing the page waits for it (the administrator's language check, the layout's idle-time extras):
 * idle moments come earlier, while the page's code and texts are on their way or while the layout waits with its
 * loading screen, and work started in one of them delays the page's largest text.
 */
export const firstPageIdle = new Promise<void>((resolve) => (reached = resolve));

/** Said by what renders in the content area once a page is there: its page, or its error screen. */
export function useFirstPageShown() {
  useEffect(() => whenIdle(() => reached()), []);
}
