import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { loadNamespaces } from '@/lib/i18n';
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

/**
 * How far ahead of the viewport the section starts loading: about two screens, so that its cards are there
 * before a reader scrolling down reaches them.
 */
const lookAhead = '1500px 0px';

/**
 * `LatestArticles` for a page whose first visit must not carry its code, texts or contract (the home page, whose
 * first download and idle-time downloads have budgets): it loads when the reader scrolls to within about two
 * screens of it, which a reader who never goes that far never pays for. Place it where nothing a menu link jumps
 * to sits below it, since it takes its room only once it has arrived.
 */
export function DeferredLatestArticles(props: LatestArticlesProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: lookAhead },
    );
    if (anchor.current) observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [wanted]);

  if (!wanted) return <div ref={anchor} />;
  return (
    <Suspense fallback={null}>
      <LatestArticles {...props} />
    </Suspense>
  );
}
