let reached: () => void;

/**
 * Resolved when the browser is first idle after the first page has rendered. What the visit does besides showing
 * the page (the administrator's language check) waits for it: idle moments come earlier, while React renders the
 * page in slices, and work started in one of them delays the page's largest text.
 */
export const firstPageIdle = new Promise<void>((resolve) => (reached = resolve));

/** Said by the root layout, from the idle callback it schedules once it has rendered with its page. */
export const reachFirstPageIdle = () => reached();
