import { useQuery } from '@tanstack/react-query';
import type { ArticleSeoGaps } from '@portfolio/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryFallback } from '@/components/query-fallback';
import { paths } from '@/config/paths';
import { languageName } from '@/lib/language-name';
import { useAdminFormat } from '@/lib/use-admin-format';
import { articleGapsQuery } from '../api/article-gaps';

type Gap = ArticleSeoGaps['items'][number];

/** One article: a link to it in the editor, and what each of its language versions lacks. */
function GapRow({ item }: { item: Gap }) {
  const { t, i18n } = useTranslation('admin-seo');
  const title = item.title || t('gaps.untitled');
  return (
    <li className="grid gap-1 py-3">
      <div className="flex flex-wrap items-baseline gap-2">
        <Link
          to={paths.adminBlogEdit(item.id)}
          className="font-medium underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring"
          dir="auto"
        >
          {title}
        </Link>
        <span className="text-xs text-muted-foreground">{t(`gaps.status.${item.status}`)}</span>
      </div>
      <ul className="grid gap-0.5 text-sm text-muted-foreground">
        {item.languages.map(({ lang, missing }) => (
          <li key={lang}>
            {t('gaps.lacks', {
              language: languageName(lang, i18n.resolvedLanguage),
              fields: missing.map((gap) => t(`gaps.missing.${gap}`)).join(t('gaps.separator')),
            })}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The articles whose versions lack their own SEO fields, each linking to the editor that fills them. */
export function ArticleGaps() {
  const { t } = useTranslation('admin-seo');
  const format = useAdminFormat();
  const id = useId();
  const query = useQuery(articleGapsQuery());
  return (
    <section aria-labelledby={id} className="grid gap-2 rounded-lg border bg-card p-4">
      <h2 id={id} className="text-xl font-semibold">
        {t('gaps.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('gaps.intro')}</p>
      {query.data ? (
        query.data.items.length === 0 ? (
          <p className="py-2">{t('gaps.none')}</p>
        ) : (
          <>
            <p className="text-sm" role="status">
              {t('gaps.total', { total: format.count(query.data.total) })}
            </p>
            <ul className="divide-y">
              {query.data.items.map((item) => (
                <GapRow key={item.id} item={item} />
              ))}
            </ul>
          </>
        )
      ) : (
        <QueryFallback query={query} />
      )}
    </section>
  );
}
