import type { TextFiles } from './index';

/**
 * The texts of the article reader and of its test page (each its own namespace), by path like `publicTexts`: the reader's lazy chunk imports
 * this list and hands it to `registerTexts` (`lib/i18n.ts`), so that neither the texts nor their file names join a
 * page's first download.
 */
export const readerTexts: TextFiles = import.meta.glob<{ default: object }>([
  './{article-reader,article-reader-test}/*.ts',
  '!**/*.test.ts',
]);
