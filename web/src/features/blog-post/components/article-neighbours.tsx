import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { rightToLeftLanguages, type ArticleDetail } from '@portfolio/contracts';
import { ArticleCard } from '@/components/articles/article-card';
import { cardCoverSizes } from '@/components/articles/card-boxes';

/** A neighbour as the answer links it (its `previous` and `next`). */
type ArticleLink = NonNullable<ArticleDetail['previous']>;

function Neighbour({ link, label, side }: { link: ArticleLink; label: string; side: 'previous' | 'next' }) {
  const Arrow = side === 'previous' ? ArrowLeft : ArrowRight;
  return (
    <Link
      to={link.path}
      rel={side === 'previous' ? 'prev' : 'next'}
      className="flex h-full flex-col gap-1 rounded-lg border p-4 hover:bg-accent hover:text-accent-foreground data-[side=next]:items-end data-[side=next]:text-end"
      data-side={side}
    >
      <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
        {side === 'previous' && <Arrow aria-hidden className="size-4 rtl:rotate-180" />}
        {label}
        {side === 'next' && <Arrow aria-hidden className="size-4 rtl:rotate-180" />}
      </span>
      <span lang={link.lang} dir={rightToLeftLanguages.includes(link.lang) ? 'rtl' : 'ltr'} className="font-semibold">
        {link.title}
      </span>
    </Link>
  );
}

/** The previous and next articles in publication order (in this article's language), then the related ones. */
export function ArticleNeighbours({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation('blog-post');
  const { previous, next, related } = article;

  return (
    <>
      {(previous || next) && (
        <nav aria-label={t('blogPost.neighbours.title')} className="grid gap-4 sm:grid-cols-2">
          <div>
            {previous && <Neighbour link={previous} label={t('blogPost.neighbours.previous')} side="previous" />}
          </div>
          <div>{next && <Neighbour link={next} label={t('blogPost.neighbours.next')} side="next" />}</div>
        </nav>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related-title">
          <h2 id="related-title" className="text-2xl font-bold tracking-tight">
            {t('blogPost.related')}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {related.map((card) => (
              <li key={`${card.id}-${card.lang}`}>
                <ArticleCard article={card} coverSizes={cardCoverSizes.related} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
