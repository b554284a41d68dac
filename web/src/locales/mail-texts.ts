import type { TextFiles } from './index';

/**
 * The texts of the contact section and of the newsletter (signup, confirmation and unsubscribe pages), by path like
 * `publicTexts`. They are public, but no page shows them in its first screen: the lazy chunks that do import this
 * list and hand it to `registerTexts` (`lib/i18n.ts`), so that not even their file names join the home page's first
 * download.
 */
export const mailTexts: TextFiles = import.meta.glob<{ default: object }>([
  './{contact,newsletter}/*.ts',
  '!**/*.test.ts',
]);
