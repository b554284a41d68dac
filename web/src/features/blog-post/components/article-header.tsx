import { Clock, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ArticleDetail } from '@portfolio/contracts';
import { CoverPicture } from '@/components/articles/cover-picture';
import { useArticleFormat } from '@/components/articles/use-article-format';
import { paths } from '@/config/paths';
import { ShareMenu } from './share-menu';

/**
 * The cover's drawn width: the 72rem page less its 1rem sides, and from 1024 px less the 16rem contents column and
 * its 3rem gap (816 px at most).
 */
const coverSizes = '(min-width: 1152px) 816px, (min-width: 1024px) calc(100vw - 336px), calc(100vw - 32px)';

/**
 * The title (the page's only h1, in the article's language, inherited from the article element), then the facts,
 * tags and share menu in the interface's language, then the cover at its own size, so nothing moves as it loads.
 */
export function ArticleHeader({ article }: { article: ArticleDetail }) {
  const { t, i18n } = useTranslation('blog-post');
  const format = useArticleFormat();
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  const updated = article.updatedAt.slice(0, 10) !== article.publishedAt.slice(0, 10);

  return (
    <header>
      <h1 className="text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">{article.title}</h1>
      <div lang={uiLanguage} dir={i18n.dir(uiLanguage)} className="mt-4 flex flex-col gap-4">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <time dateTime={article.publishedAt}>
            {t('blogPost.published', { date: format.date(article.publishedAt) })}
          </time>
          {updated && (
            <time dateTime={article.updatedAt}>{t('blogPost.updated', { date: format.date(article.updatedAt) })}</time>
          )}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" />
            {t('blogPost.readingTime', { minutes: format.count(article.readingMinutes) })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden className="size-4" />
            {t('blogPost.views', { number: format.count(article.views) })}
          </span>
        </p>
        <div className="flex flex-wrap items-start justify-between gap-4">
          {article.tags.length > 0 && (
            <ul aria-label={t('blogPost.tags')} className="flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={{ pathname: paths.blog, search: `?tag=${tag}` }}
                    className="inline-flex min-h-8 items-center rounded-full bg-muted px-3 text-xs font-medium hover:bg-accent hover:text-accent-foreground"
                  >
                    {t(`tags.${tag}`, { ns: 'blog', defaultValue: tag.replaceAll('-', ' ') })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <ShareMenu article={article} />
        </div>
      </div>
      {article.cover && (
        <CoverPicture
          cover={article.cover}
          sizes={coverSizes}
          fetchPriority="high"
          className="mt-8 aspect-[40/21] h-auto w-full rounded-lg border bg-muted object-cover"
        />
      )}
    </header>
  );
}
