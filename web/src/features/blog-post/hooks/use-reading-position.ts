import { useEffect, useState } from 'react';
import { afterReport, currentHeading, passedLineMargin } from '../toc/reading-position';

/**
 * The id of the heading being read, for the table of contents (scroll-spy). An IntersectionObserver reports the
 * headings crossing the reading line, so nothing runs while the reader scrolls within a section.
 */
export function useReadingPosition(ids: readonly string[], page: string): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  // Another article (or version) whose headings have the same ids is still other elements to watch.
  const key = `${page}\n${ids.join('\n')}`;

  useEffect(() => {
    const headingIds = key.split('\n').slice(1).filter(Boolean);
    // The body's headings, not another element of the page that happens to share an id.
    const body = document.querySelector('.article-body');
    const headings = headingIds
      .map((id) => body?.querySelector(`[id="${CSS.escape(id)}"]`))
      .filter((heading) => heading != null);
    if (headings.length === 0 || typeof IntersectionObserver !== 'function') return;
    let passed = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        passed = afterReport(
          passed,
          entries.map((entry) => ({ id: entry.target.id, isIntersecting: entry.isIntersecting })),
        );
        setCurrent(currentHeading(headingIds, passed));
      },
      { rootMargin: passedLineMargin },
    );
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [key]);

  return current;
}
