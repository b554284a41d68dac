import { lazy, Suspense } from 'react';

const Signup = lazy(() =>
  import('./signup-loader').then(async ({ loadNewsletterSignup }) => ({ default: await loadNewsletterSignup() })),
);

/**
 * The newsletter signup for the blog list and the articles: its code and texts come after the page's own (the mail
 * contract only when the reader subscribes), in a box that holds roughly its room meanwhile.
 */
export function LazyNewsletterSignup() {
  return (
    <Suspense fallback={<div className="min-h-[22rem] md:min-h-[15rem]" />}>
      <Signup />
    </Suspense>
  );
}
