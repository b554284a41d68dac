import { useEffect, useRef } from 'react';
import type { ArticleText } from '../dom/article-text';
import { clearReading, paintReading } from '../dom/highlight';
import type { ReaderView } from '../engine/types';

/**
 * The sentence and the word the reader is at, highlighted in the page while it holds the page's audio; `follow` is
 * told each new sentence (to keep it in view). Cleared when it stops, and when the reader goes away.
 */
export function useHighlighting(
  owner: string,
  text: ArticleText | undefined,
  view: ReaderView,
  follow: (sentence: Range) => void,
) {
  const latest = useRef(follow);
  useEffect(() => {
    latest.current = follow;
  });
  const { active, segmentRange, wordRange } = view;
  const shown = active && view.status !== 'idle' && segmentRange !== null;

  useEffect(() => {
    if (!text || !shown || !segmentRange) return clearReading(owner);
    paintReading(owner, text.range(...segmentRange), wordRange ? text.range(...wordRange) : null);
  }, [owner, text, shown, segmentRange, wordRange]);

  useEffect(() => {
    const sentence = shown && segmentRange && text?.range(...segmentRange);
    if (sentence) latest.current(sentence);
  }, [text, shown, segmentRange]);

  useEffect(() => () => clearReading(owner), [owner]);
}
