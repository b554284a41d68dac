import * as z from 'zod/mini';

/** The ten languages of the interface and of the articles (spec §9), English first: the default. */
export const languageCodes = ['en', 'fr', 'es', 'de', 'it', 'pt', 'ja', 'zh', 'ar', 'ru'] as const;
export type LanguageCode = (typeof languageCodes)[number];
export const defaultLanguage: LanguageCode = 'en';
export const languageCode = z.enum(languageCodes);

/** Written right to left. */
export const rightToLeftLanguages: readonly LanguageCode[] = ['ar'];
