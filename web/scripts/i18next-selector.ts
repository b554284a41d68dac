import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const copy = fileURLToPath(new URL('../src/lib/i18n-selector.ts', import.meta.url));

/**
 * react-i18next's one import from i18next (`keyFromSelector`) resolved to the app's copy of that function: i18next's
 * module creates an instance when loaded, so the real import would bring all of i18next into the entry's files,
 * where react-i18next is, instead of the chunk that starts i18n (src/lib/i18n-instance.ts).
 */
export function i18nextSelectorCopy(): Plugin {
  return {
    name: 'portfolio:i18next-selector-copy',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'i18next' && importer?.includes('/node_modules/react-i18next/') ? copy : null;
    },
  };
}
