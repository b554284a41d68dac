import { lazy, Suspense } from 'react';
import { ArticlePage } from '@/features/blog-post/components/article-page';

/** The app's not-found page, fetched (code and texts) only for an address whose article does not exist. */
const NotFound = lazy(() => import('./not-found').then((module) => ({ default: module.Component })));

/** `/blog/{slug}`: one article version; an unknown slug is the not-found page, as any unknown address. */
export function Component() {
  return (
    <ArticlePage
      notFound={
        <Suspense fallback={<div className="min-h-[60vh]" />}>
          <NotFound />
        </Suspense>
      }
    />
  );
}
