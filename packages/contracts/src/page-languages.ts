import { defaultLanguage, type LanguageCode } from './languages.ts';

/**
 * A public page's path in a language: `?lang={code}` except in English, the default (x-default). The content
 * service writes it into a page's first document and the SPA into its head, so both must build it the same way.
 */
export const pagePathIn = (path: string, lang: LanguageCode) =>
  lang === defaultLanguage ? path : `${path}?lang=${lang}`;

/** The Open Graph locale of each language (language_TERRITORY, as Facebook lists them). */
export const ogLocales: Record<LanguageCode, string> = {
  en: 'en_US',
  fr: 'fr_FR',
  es: 'es_ES',
  de: 'de_DE',
  it: 'it_IT',
  pt: 'pt_PT',
  ja: 'ja_JP',
  zh: 'zh_CN',
  ar: 'ar_AR',
  ru: 'ru_RU',
};
