/*
 * The 25 tag slugs' labels in the ten languages (spec §3 "blog: tag labels"). The slugs are French words for
 * historical reasons; the labels are what a reader of each language calls the topic. Pairs the spec keeps apart
 * (ia / intelligence-artificielle, tech / technologie / technologie-moderne) keep distinct labels so that two chips
 * never read the same. One module per language (tag-labels/<lang>.ts), so that a bundle of one language's texts
 * carries that language's labels only.
 */
import { languageCodes, type LanguageCode } from './languages.ts';
import { isKnownTag, tagSlugs, type TagLabels, type TagSlug } from './tags.ts';
import { tagLabelsEn } from './tag-labels/en.ts';
import { tagLabelsFr } from './tag-labels/fr.ts';
import { tagLabelsEs } from './tag-labels/es.ts';
import { tagLabelsDe } from './tag-labels/de.ts';
import { tagLabelsIt } from './tag-labels/it.ts';
import { tagLabelsPt } from './tag-labels/pt.ts';
import { tagLabelsJa } from './tag-labels/ja.ts';
import { tagLabelsZh } from './tag-labels/zh.ts';
import { tagLabelsAr } from './tag-labels/ar.ts';
import { tagLabelsRu } from './tag-labels/ru.ts';

export {
  tagLabelsEn,
  tagLabelsFr,
  tagLabelsEs,
  tagLabelsDe,
  tagLabelsIt,
  tagLabelsPt,
  tagLabelsJa,
  tagLabelsZh,
  tagLabelsAr,
  tagLabelsRu,
};

const byLanguage: Record<LanguageCode, Record<TagSlug, string>> = {
  en: tagLabelsEn,
  fr: tagLabelsFr,
  es: tagLabelsEs,
  de: tagLabelsDe,
  it: tagLabelsIt,
  pt: tagLabelsPt,
  ja: tagLabelsJa,
  zh: tagLabelsZh,
  ar: tagLabelsAr,
  ru: tagLabelsRu,
};

/** Every tag's label in one language: what a dictionary of that language carries. */
export const tagLabelsIn = (language: LanguageCode): Record<TagSlug, string> => byLanguage[language];

/** Each tag's label in every language, by slug: what the crawler-readable pages and the feeds read. */
export const tagLabels: TagLabels = /* @__PURE__ */ Object.fromEntries(
  tagSlugs.map((slug) => [
    slug,
    Object.fromEntries(languageCodes.map((language) => [language, byLanguage[language][slug]])),
  ]),
) as TagLabels;

/** A tag's label in a language: a known slug's translation, else the slug's words (a tag the administrator made). */
export const tagLabel = (tag: string, language: LanguageCode): string =>
  isKnownTag(tag) ? byLanguage[language][tag] : tag.replaceAll('-', ' ');
