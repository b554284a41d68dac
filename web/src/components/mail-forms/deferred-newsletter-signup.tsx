import { deferredUntilNear } from '@/components/deferred-until-near';

/**
 * The newsletter signup for the home page, the blog list and the articles, whose first downloads have budgets: its
 * code and texts load when the reader nears it (the mail contract only when they subscribe).
 */
export const DeferredNewsletterSignup = deferredUntilNear(
  async () => {
    const [module] = await Promise.all([
      import('./newsletter-signup'),
      // Rendered without a key on screen: the texts arrive with the code (a failed download is retried by i18next).
      import('./mail-texts').then(({ loadMailTexts }) => loadMailTexts(['newsletter'])).catch(() => undefined),
    ]);
    return module.NewsletterSignup;
  },
  { lookAhead: '600px 0px', placeholderClassName: 'min-h-[22rem] md:min-h-[15rem]' },
);
