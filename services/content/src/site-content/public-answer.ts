import {
  documentFileUrl,
  siteSectionNames,
  type LanguageCode,
  type SiteContentAnswer,
  type SiteContentDocument,
  type SiteSectionName,
} from '@portfolio/contracts';

/** English is the reference: publishing is refused while it lacks a section, so every section has one. */
const fallback: LanguageCode = 'en';

/**
 * The published content in `lang`: each section in that language when it has it, else English's, each saying
 * which. A document's PDF is that language's, else English's for the same key (its `lang` says which).
 */
export function publicAnswer(published: SiteContentDocument, lang: LanguageCode): SiteContentAnswer {
  const own = published.languages[lang] ?? {};
  const english = published.languages[fallback] ?? {};
  const pick = <S extends SiteSectionName>(section: S) => {
    const mine = own[section];
    if (mine) return { ...mine, lang } as NonNullable<(typeof own)[S]> & { lang: LanguageCode };
    const theirs = english[section];
    if (!theirs) throw new Error(`the published content has no ${section} in English`);
    return { ...theirs, lang: fallback } as NonNullable<(typeof own)[S]> & { lang: LanguageCode };
  };
  const documentation = pick('documentation');
  const englishFiles = new Map((english.documentation?.items ?? []).map((item) => [item.key, item.file]));
  return {
    lang,
    personName: published.personName,
    hero: pick('hero'),
    presentation: pick('presentation'),
    skills: pick('skills'),
    tools: pick('tools'),
    companies: pick('companies'),
    documentation: {
      ...documentation,
      items: documentation.items.map(({ key, title, description, file }) => {
        const [found, fileLang] = file ? [file, documentation.lang] : [englishFiles.get(key), fallback];
        return {
          key,
          title,
          description,
          file: found ? { url: documentFileUrl(key, found.hash), bytes: found.bytes, lang: fileLang } : null,
        };
      }),
    },
  };
}

/** The English sections a publication would leave missing (it is refused then). */
export const missingInEnglish = (content: SiteContentDocument): SiteSectionName[] =>
  siteSectionNames.filter((section) => content.languages[fallback]?.[section] === undefined);
