/**
 * The section being read: the last heading, in the order of the article, whose top has passed the reading line
 * (a quarter down the viewport). Before the first heading has passed it, none.
 */
export function currentHeading(ids: readonly string[], passed: ReadonlySet<string>): string | null {
  for (let index = ids.length - 1; index >= 0; index -= 1) {
    if (passed.has(ids[index]!)) return ids[index]!;
  }
  return null;
}

/** Where the reading line sits, as a share of the viewport's height from its top. */
const readingLine = 0.25;

/**
 * The observer's root: everything above the reading line, however far the page is scrolled (a top margin taller
 * than any page). A heading is "passed" while it intersects it, so it changes state exactly when it crosses the
 * line, even when a jump (a link, the End key) carries it from below the viewport to far above in one step.
 */
export const passedLineMargin = `1000000px 0px -${Math.round((1 - readingLine) * 100)}% 0px`;

/** The set of passed headings after an observer's report: each entry says whether its heading is now above. */
export function afterReport(
  passed: ReadonlySet<string>,
  entries: readonly { id: string; isIntersecting: boolean }[],
): Set<string> {
  const next = new Set(passed);
  for (const { id, isIntersecting } of entries) {
    if (isIntersecting) next.add(id);
    else next.delete(id);
  }
  return next;
}
