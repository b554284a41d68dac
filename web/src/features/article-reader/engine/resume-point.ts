import { readPosition, writePosition } from '../hooks/reader-settings';

/**
 * Where reading an article starts again on a later visit: each segment reached is kept (local storage, per
 * `lang/slug`); a stop or the end leaves nothing to resume. Without an article (the test page) nothing is kept.
 */
export function resumePoint(article: string | undefined, segmentCount: number) {
  const stored = article ? readPosition(article) : undefined;
  let from = stored !== undefined && stored < segmentCount ? stored : undefined;
  return {
    /** The segment to start from while idle. */
    get from() {
      return from;
    },
    reached(index: number) {
      from = undefined;
      if (article && index >= 0) writePosition(article, index);
    },
    finished() {
      from = undefined;
      if (article) writePosition(article, 0);
    },
  };
}
