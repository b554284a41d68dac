import { Clock, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { rightToLeftLanguages, type ArticleCard as ArticleCardData } from '@portfolio/contracts';
import { languages } from '@/config/constants';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { cardBoxes, cardCoverSizes } from './card-boxes';
import { CoverPicture } from './cover-picture';
import { MarkedText } from './marked-text';
import { useArticleFormat } from './use-article-format';

export interface ArticleCardProps {
  article: ArticleCardData;
  /** The card title's level: 2 under a page title, 3 inside a titled section. */
  headingLevel?: 2 | 3;
  /** The first cards of a page: their cover is fetched at once rather than when it nears the viewport. */
  priority?: boolean;
  /** The cover's drawn width in the grid that shows the card (`cardCoverSizes`); `/blog`'s by default. */
  coverSizes?: string;
}

const languageNames = new Map<string, string>(languages.map(({ code, name }) => [code, name]));

/**
 * One article version in a list: cover, title (the link, stretched over the whole card), excerpt, date, reading
 * time, views and tags. Its title and excerpt carry the article's own language and direction, which may differ
 * from the interface's; a search answer's matching words are marked. Every box has a fixed size (the cover's
 * aspect, the title's two lines, the excerpt's three) that `ArticleCardSkeleton` shares, so nothing moves when
 * the cards arrive.
 */
export function ArticleCard({
  article,
  headingLevel = 3,
  priority = false,
  coverSizes = cardCoverSizes.blog,
}: ArticleCardProps) {
  const { t, i18n } = useTranslation('blog');
  const format = useArticleFormat();
  const Heading = `h${headingLevel}` as const;
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  const textDirection = rightToLeftLanguages.includes(article.lang) ? 'rtl' : 'ltr';

  return (
    <article className={cn(cardBoxes.card, 'relative transition-shadow hover:shadow-md')}>
      {article.cover ? (
        <CoverPicture
          cover={article.cover}
          sizes={coverSizes}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className={cn(cardBoxes.cover, 'object-cover')}
        />
      ) : (
        <div className={cardBoxes.cover} aria-hidden />
      )}
      <div className={cardBoxes.body}>
        <p className={cn(cardBoxes.meta, 'text-muted-foreground')}>
          <time dateTime={article.publishedAt}>{format.date(article.publishedAt)}</time>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" />
            {t('card.readingTime', { minutes: format.count(article.readingMinutes) })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden className="size-4" />
            <span className="sr-only">{t('card.views')}</span>
            {format.count(article.views)}
          </span>
          {article.lang !== uiLanguage && (
            <span className="rounded border px-1.5 text-xs">
              <span className="sr-only">{t('card.language')} </span>
              <span lang={article.lang}>{languageNames.get(article.lang) ?? article.lang}</span>
            </span>
          )}
        </p>
        <Heading lang={article.lang} dir={textDirection} className={cn(cardBoxes.title, 'line-clamp-2')}>
          {/* The stretched link makes the whole card one target; the tag links below sit above it. */}
          <Link to={article.path} className="after:absolute after:inset-0 after:content-[''] hover:underline">
            {article.highlight ? <MarkedText pieces={article.highlight.title} /> : article.title}
          </Link>
        </Heading>
        <p
          lang={article.lang}
          dir={textDirection}
          className={cn(cardBoxes.excerpt, 'line-clamp-3 text-muted-foreground')}
        >
          {article.highlight ? <MarkedText pieces={article.highlight.excerpt} /> : article.excerpt}
        </p>
        {article.tags.length > 0 && (
          <ul aria-label={t('card.tags')} className={cn(cardBoxes.tags, 'relative z-10')}>
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={{ pathname: paths.blog, search: `?tag=${tag}` }}
                  className="inline-flex min-h-8 items-center rounded-full bg-muted px-3 text-xs font-medium hover:bg-accent hover:text-accent-foreground"
                >
                  {t(`tags.${tag}`, { defaultValue: tag.replaceAll('-', ' ') })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
