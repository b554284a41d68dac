/**
 * `/test-hybrid-reader` as the router's `lazy` takes it: the page's code and the reader's texts together (the texts
 * are registered by the reader's own module, so that their file names stay out of the first download).
 */
export const testHybridReaderRoute = async () => {
  const [page] = await Promise.all([
    import('@/features/article-reader/components/test-page'),
    import('@/features/article-reader/load-texts')
      .then(({ loadReaderTexts }) => loadReaderTexts(['article-reader', 'article-reader-test']))
      .catch(() => undefined),
  ]);
  return { Component: page.TestHybridReaderPage };
};
