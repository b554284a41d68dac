/**
 * The newsletter signup's code and texts, loaded together. The pages import this small module on demand first and
 * it imports the rest: the list of files the signup needs (which the bundler writes beside each dynamic import, to
 * preload them) then lives here, not in the pages' own chunks, whose downloads have budgets.
 */
export const loadNewsletterSignup = async () => {
  const [module] = await Promise.all([
    import('./newsletter-signup'),
    // Rendered without a key on screen: the texts arrive with the code (a failed download is retried by i18next).
    import('./mail-texts').then(({ loadMailTexts }) => loadMailTexts(['newsletter'])).catch(() => undefined),
  ]);
  return module.NewsletterSignup;
};
