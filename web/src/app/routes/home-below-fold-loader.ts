import { loadNamespaces } from '@/lib/i18n';

/**
 * The end of the home page's code and texts (and, through its calls, the mail and content contracts), loaded
 * together. The home page imports this small module on demand first and it imports the rest: the list of files
 * they need (which the bundler writes beside each dynamic import, to preload them) lives here, not in the home
 * page's chunk, whose idle-time download has a budget.
 */
export const loadHomeBelowFold = async () => {
  const [module] = await Promise.all([
    import('./home-below-fold'),
    // Rendered without a key on screen: the texts arrive with the code (a failed download is retried by i18next).
    import('@/components/mail-forms/mail-texts')
      .then(({ loadMailTexts }) => loadMailTexts(['contact', 'newsletter']))
      .catch(() => undefined),
    loadNamespaces(['blog']).catch(() => undefined),
  ]);
  return module.HomeBelowFold;
};
