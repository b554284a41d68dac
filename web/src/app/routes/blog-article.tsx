import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyArticleReader } from '@/features/article-reader/lazy-article-reader';
import { ArticlePage, type ArticleReaderSlot } from '@/features/blog-post/components/article-page';

/** The app's not-found page, fetched (code and texts) only for an address whose article does not exist. */
const NotFound = lazy(() => import('./not-found').then((module) => ({ default: module.Component })));

/** The listen-to-the-article reader, one per article version (a new version is a new text to read). */
const Reader: ArticleReaderSlot = ({ article, body }) => {
  const { t } = useTranslation('blog-post');
  return (
    <LazyArticleReader
      key={`${article.lang}/${article.slug}/${article.updatedAt}`}
      body={body}
      article={{ slug: article.slug, lang: article.lang, title: article.title }}
      labels={{ title: t('blogPost.listen'), play: t('blogPost.listenPlay') }}
    />
  );
};

/** `/blog/{slug}`: one article version; an unknown slug is the not-found page, as any unknown address. */
export function Component() {
  return (
    <ArticlePage
      reader={Reader}
      notFound={
        <Suspense fallback={<div className="min-h-[60vh]" />}>
          <NotFound />
        </Suspense>
      }
    />
  );
}
