/** When and where an error happened, read as it is reported: its log entry may be built later, elsewhere. */
export interface Occasion {
  time: number;
  href: string;
  path: string;
}

export const occasionNow = (): Occasion => ({
  time: Date.now(),
  href: window.location.href,
  path: window.location.pathname,
});
