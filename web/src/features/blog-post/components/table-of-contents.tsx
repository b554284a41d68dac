import { useTranslation } from 'react-i18next';
import type { ArticleDetail } from '@portfolio/contracts';
import { cn } from '@/lib/cn';

interface TocProps {
  toc: ArticleDetail['toc'];
  /** The heading being read (scroll-spy), marked `aria-current`. */
  current: string | null;
  /** The article's language and direction: the entries are its headings. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

function TocList({ toc, current, lang, dir }: TocProps) {
  return (
    <ol lang={lang} dir={dir} className="space-y-1 text-sm">
      {toc.map((entry) => (
        <li key={entry.id} className={cn(entry.level > 2 && 'ps-4')}>
          {/* A plain fragment link: the browser scrolls to the heading and moves the reading position there. */}
          <a
            href={`#${entry.id}`}
            aria-current={current === entry.id ? 'location' : undefined}
            className={cn(
              'block rounded border-s-2 border-transparent px-2 py-1 text-muted-foreground hover:text-foreground',
              'aria-[current=location]:border-primary aria-[current=location]:font-semibold aria-[current=location]:text-foreground',
            )}
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** On phones: folded above the body, opened on demand. */
export function TocDisclosure(props: TocProps) {
  const { t } = useTranslation('blog-post');
  if (props.toc.length === 0) return null;
  return (
    <details className="my-6 rounded-lg border bg-card lg:hidden">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold">
        {t('blogPost.toc.title')}
      </summary>
      <nav aria-label={t('blogPost.toc.title')} className="px-2 pb-3">
        <TocList {...props} />
      </nav>
    </details>
  );
}

/** On wide screens: beside the body, kept in view while the reader scrolls. */
export function TocSidebar(props: TocProps) {
  const { t } = useTranslation('blog-post');
  if (props.toc.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" className="sticky top-20 hidden max-h-[calc(100vh-6rem)] overflow-y-auto lg:block">
      <h2 id="toc-title" className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {t('blogPost.toc.title')}
      </h2>
      <TocList {...props} />
    </nav>
  );
}
