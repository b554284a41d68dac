import { loadNamespaces, registerTexts } from '@/lib/i18n';
import { mailTexts } from '@/locales/mail-texts';

/**
 * The contact and newsletter texts in the active language, registered first: the chunks that show them import this
 * module on demand, which brings the list of their files along (and no page's first download).
 */
export async function loadMailTexts(namespaces: ('contact' | 'newsletter')[]) {
  registerTexts(mailTexts);
  await loadNamespaces(namespaces);
}
