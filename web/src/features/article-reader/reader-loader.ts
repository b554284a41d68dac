/**
 * The reader's code and texts, loaded together: the article page imports this small module on demand and it imports
 * the rest, so that the list of files the reader needs (which the bundler writes beside each dynamic import) stays
 * out of the article's own chunk.
 */
export const loadArticleReader = async () => {
  const [module] = await Promise.all([
    import('./components/article-reader'),
    // Rendered without a key on screen: the texts arrive with the code (a failed download is retried by i18next).
    import('./load-texts').then(({ loadReaderTexts }) => loadReaderTexts()).catch(() => undefined),
  ]);
  return module.ArticleReader;
};
