import type { LanguageCode } from './languages.ts';
import type { SiteTexts } from './site-person.ts';
import { siteTextsEn } from './site-texts/site-texts-en.ts';
import { siteTextsFr } from './site-texts/site-texts-fr.ts';
import { siteTextsEs } from './site-texts/site-texts-es.ts';
import { siteTextsDe } from './site-texts/site-texts-de.ts';
import { siteTextsIt } from './site-texts/site-texts-it.ts';
import { siteTextsPt } from './site-texts/site-texts-pt.ts';
import { siteTextsJa } from './site-texts/site-texts-ja.ts';
import { siteTextsZh } from './site-texts/site-texts-zh.ts';
import { siteTextsAr } from './site-texts/site-texts-ar.ts';
import { siteTextsRu } from './site-texts/site-texts-ru.ts';

export * from './site-person.ts';
export { siteTextsEn } from './site-texts/site-texts-en.ts';
export { siteTextsFr } from './site-texts/site-texts-fr.ts';
export { siteTextsEs } from './site-texts/site-texts-es.ts';
export { siteTextsDe } from './site-texts/site-texts-de.ts';
export { siteTextsIt } from './site-texts/site-texts-it.ts';
export { siteTextsPt } from './site-texts/site-texts-pt.ts';
export { siteTextsJa } from './site-texts/site-texts-ja.ts';
export { siteTextsZh } from './site-texts/site-texts-zh.ts';
export { siteTextsAr } from './site-texts/site-texts-ar.ts';
export { siteTextsRu } from './site-texts/site-texts-ru.ts';

/*
 * What the site's four public pages are called, in the ten languages: one module per language (site-texts/), so
 * that a web text bundle, which imports its own language's constant, carries only that language. In one module the
 * ten were one shared chunk of 4.1 KB gzip that every visitor of / downloaded.
 */

export const siteTexts: Record<LanguageCode, SiteTexts> = {
  en: siteTextsEn,
  fr: siteTextsFr,
  es: siteTextsEs,
  de: siteTextsDe,
  it: siteTextsIt,
  pt: siteTextsPt,
  ja: siteTextsJa,
  zh: siteTextsZh,
  ar: siteTextsAr,
  ru: siteTextsRu,
};
