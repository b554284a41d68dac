import { rightToLeftLanguages, type Language } from '@/config/constants';

/** Keeps `<html lang dir>` on the active language, so that Arabic lays out right-to-left everywhere. */
export function applyDocumentLanguage(language: Language, root: HTMLElement = document.documentElement) {
  root.lang = language;
  root.dir = rightToLeftLanguages.includes(language) ? 'rtl' : 'ltr';
}
