import { lazy, Suspense, useEffect, useState } from 'react';
import type { ArticleReaderProps } from './components/article-reader';
import { whenIdle } from '@/lib/idle';

const Reader = lazy(() =>
  import('./reader-loader').then(async ({ loadArticleReader }) => ({ default: await loadArticleReader() })),
);

/** Holds the reader's room while its code loads, so that the article's body does not move when it arrives. */
const room = <div aria-hidden className="min-h-44 rounded-lg border" />;

/**
 * The article's reader: its code (the engines and the controls) and texts are fetched once the article is on screen
 * and the browser is idle, never with the page's own code; nothing of it reaches a page without an article.
 */
export function LazyArticleReader(props: Omit<ArticleReaderProps, 'shortcuts'>) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  if (!wanted) return room;
  return (
    <Suspense fallback={room}>
      <Reader {...props} shortcuts />
    </Suspense>
  );
}
