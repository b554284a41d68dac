import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import { whenIdle } from '@/lib/idle';
import type { LatestArticlesProps } from './latest-articles';

/** The section's code, its texts and (through its query) the content contract: none of it in the page's own chunk. */
const LatestArticles = lazy(async () => {
  const [module] = await Promise.all([
    import('./latest-articles'),
    // Rendered without a key on screen: the texts arrive with the code (a failed download is retried by i18next).
    loadNamespaces(['blog']).catch(() => undefined),
  ]);
  return { default: module.LatestArticles };
});

/** How far below the viewport the section starts loading when the reader scrolls towards it before the idle moment. */
const lookAhead = '600px 0px';

/**
 * `LatestArticles` for a page whose first render must not wait for it or carry its code (the home page, whose
 * first download has a budget): it loads at the browser's first idle moment after the page has rendered, or as
 * soon as the reader scrolls near it, whichever comes first. Place it where nothing a menu link jumps to sits below
 * it, since it takes its room only once it has arrived.
 */
export function DeferredLatestArticles(props: LatestArticlesProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    let cancelled = false;
    const want = () => {
      if (!cancelled) setWanted(true);
    };
    whenIdle(want);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
      rootMargin: lookAhead,
    });
    if (anchor.current) observer.observe(anchor.current);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [wanted]);

  if (!wanted) return <div ref={anchor} />;
  return (
    <Suspense fallback={null}>
      <LatestArticles {...props} />
    </Suspense>
  );
}
