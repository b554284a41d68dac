import type { TextFiles } from './index';

/**
 * The admin area's namespaces, by path like `publicTexts`. Only the admin chunk imports this list and hands it to
 * `registerTexts` (`lib/i18n.ts`), so visitors download neither these texts nor their names.
 */
export const adminTexts: TextFiles = import.meta.glob<{ default: object }>([
  './admin*/*.ts',
  '!**/index.ts',
  '!**/*.test.ts',
]);
