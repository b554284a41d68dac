import { loadNamespaces, registerTexts } from '@/lib/i18n';
import { readerTexts } from '@/locales/reader-texts';

/** The reader's texts in the active language, registered first (their file list comes with the reader's chunk). */
export async function loadReaderTexts() {
  registerTexts(readerTexts);
  await loadNamespaces(['article-reader']);
}
