import { loadNamespaces, registerTexts } from '@/lib/i18n';
import { readerTexts } from '@/locales/reader-texts';

/**
 * The reader's texts in the active language (and the test page's, when it asks), registered first: their file list
 * comes with the reader's chunk.
 */
export async function loadReaderTexts(namespaces: ('article-reader' | 'article-reader-test')[] = ['article-reader']) {
  registerTexts(readerTexts);
  await loadNamespaces(namespaces);
}
