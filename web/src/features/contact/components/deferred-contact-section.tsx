import { deferredUntilNear } from '@/components/deferred-until-near';

/**
 * The contact section for the home page, whose first download and idle-time downloads have budgets: its code, its
 * texts and the mail contract load when the reader is about two screens away from it.
 */
export const DeferredContactSection = deferredUntilNear(
  async () => {
    const [module] = await Promise.all([
      import('./contact-section'),
      // Rendered without a key on screen: the texts arrive with the code (a failed download is retried by i18next).
      import('@/components/mail-forms/mail-texts')
        .then(({ loadMailTexts }) => loadMailTexts(['contact']))
        .catch(() => undefined),
    ]);
    return module.ContactSection;
  },
  { lookAhead: '1500px 0px', placeholderClassName: 'min-h-[56rem] md:min-h-[44rem]' },
);
