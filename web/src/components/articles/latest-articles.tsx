import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Section } from '@/components/section';
import { paths } from '@/config/paths';
import { latestArticlesQuery } from './api/latest-articles-query';
import { ArticleCard } from './article-card';
import { ArticleCardSkeleton } from './article-card-skeleton';
import { cardCoverSizes } from './card-boxes';
import { useInterfaceLanguage } from './use-interface-language';

/** The spec's section shows the three newest. */
export const latestArticleCount = 3;

export interface LatestArticlesProps {
  /** The article being read, left out of the section under it. */
  exclude?: string;
  className?: string;
}

/**
 * The latest articles section (spec §2, shared page elements): the three newest in the interface language, filled
 * from the other languages when it has fewer, as cards, with a link to the whole blog. Until they arrive, three
 * skeleton cards hold their place; if they cannot be loaded, a line says so and the link stays.
 */
export function LatestArticles({ exclude, className }: LatestArticlesProps) {
  const { t } = useTranslation('blog');
  const language = useInterfaceLanguage();
  const { data, isError } = useQuery(latestArticlesQuery({ language, count: latestArticleCount, exclude }));

  return (
    <Section id="latest-articles" title={t('latest.title')} intro={t('latest.intro')} className={className}>
      {data && data.length === 0 ? (
        <p className="text-muted-foreground">{t('latest.empty')}</p>
      ) : isError && !data ? (
        <p role="alert" className="text-muted-foreground">
          {t('latest.error')}
        </p>
      ) : (
        <ul className="grid gap-6 md:grid-cols-3" aria-busy={!data}>
          {data
            ? data.map((article) => (
                <li key={`${article.id}-${article.lang}`}>
                  <ArticleCard article={article} coverSizes={cardCoverSizes.row} />
                </li>
              ))
            : Array.from({ length: latestArticleCount }, (_, index) => (
                <li key={index}>
                  <ArticleCardSkeleton />
                </li>
              ))}
        </ul>
      )}
      <p className="mt-8">
        <Link
          to={paths.blog}
          className="inline-flex min-h-11 items-center gap-2 rounded-md font-medium text-primary hover:underline"
        >
          {t('latest.all')}
          <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
        </Link>
      </p>
    </Section>
  );
}
