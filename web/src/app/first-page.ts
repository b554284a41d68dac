import { useEffect, useLayoutEffect } from 'react';
import { whenIdle } from '@/lib/idle';

let reached: () => void;

/**
 * Resolved when the browser is first idle after the first page (or its error screen) has rendered. What the visit
 * does besides showing the page waits for it (the administrator's language check, the layout's idle-time extras):
 * idle moments come earlier, while the page's code and texts are on their way or while the layout waits with its
 * loading screen, and work started in one of them delays the page's largest text.
 */
export const firstPageIdle = new Promise<void>((resolve) => (reached = resolve));

/** How long the app waits for the server's copy to be painted where the browser paints no frame (a background tab). */
const paintWaitMs = 100;

/**
 * Resolved once the browser has painted the page the server sent: at the first task after an animation frame. A
 * public page's first paint is the server's copy of it (`#prerendered`, its texts and cover): the app's start (its
 * texts, its client, its first render) waits for that paint instead of holding it back, and a page without a copy
 * (the admin area) starts at once. A page opened in a background tab paints no frame: it starts after a moment.
 */
export function afterFirstPaint(): Promise<void> {
  if (!document.getElementById('prerendered')) return Promise.resolve();
  return new Promise((resolve) => {
    setTimeout(resolve, paintWaitMs);
    requestAnimationFrame(() => setTimeout(resolve));
  });
}

/**
 * Said by what renders in the content area once a page is there: its page, or its error screen. The server's copy
 * of the page (`#prerendered`, the first paint of a public page, which hides the app's root beside it) goes in the
 * same commit, before the browser paints, so the reader sees one page replace the other without a blank or a shift,
 * and the largest paint stays the copy's (the app's cover is the same image at the same size).
 */
export function useFirstPageShown() {
  useLayoutEffect(() => document.getElementById('prerendered')?.remove(), []);
  useEffect(() => whenIdle(() => reached()), []);
}
