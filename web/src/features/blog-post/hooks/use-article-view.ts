import { useEffect, useRef } from 'react';
import type { LanguageCode } from '@portfolio/contracts';
import { whenIdle } from '@/lib/idle';
import { recordArticleView } from '../api/record-article-view';

/**
 * Counts one view each time the page shows an article version (opening another version or article counts that one),
 * at the browser's first idle moment after it has rendered, so that it never competes with the article's first
 * paint. The ref keeps React's development double effects from counting twice.
 */
export function useArticleView(article: { slug: string; lang: LanguageCode } | undefined) {
  const counted = useRef<string | undefined>(undefined);
  const slug = article?.slug;
  const lang = article?.lang;

  useEffect(() => {
    if (!slug || !lang || counted.current === `${lang}/${slug}`) return;
    counted.current = `${lang}/${slug}`;
    // A lost view is not worth bothering the reader: the next visit counts.
    whenIdle(() => void recordArticleView(slug, lang).catch(() => undefined));
  }, [slug, lang]);
}
