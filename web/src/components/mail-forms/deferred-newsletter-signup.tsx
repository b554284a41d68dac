import { deferredUntilNear } from '@/components/deferred-until-near';

/**
 * The newsletter signup for the blog list and the articles: its code and texts load when the reader nears the end
 * of the page (the mail contract only when they subscribe), in a box that holds roughly its room meanwhile.
 */
export const DeferredNewsletterSignup = deferredUntilNear(
  () => import('./signup-loader').then(({ loadNewsletterSignup }) => loadNewsletterSignup()),
  { lookAhead: '600px 0px', placeholderClassName: 'min-h-[22rem] md:min-h-[15rem]' },
);
