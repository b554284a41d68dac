import {
  documentFileUrl,
  siteSectionNames,
  type LanguageCode,
  type LanguageContent,
  type SiteContentAnswer,
  type SiteContentDocument,
} from '@portfolio/contracts';

type Documentation = NonNullable<LanguageContent['documentation']>;

/** The files of `documentation` in the public shape: this language's file, else the English item's of that key. */
function publicDocuments(documentation: Documentation, lang: LanguageCode, english: Documentation | undefined) {
  return documentation.items.map(({ key, title, description, file }) => {
    const fallback = english?.items.find((item) => item.key === key)?.file;
    const shown = file ? { file, lang } : fallback ? { file: fallback, lang: 'en' as const } : undefined;
    return {
      key,
      title,
      description,
      file: shown ? { url: documentFileUrl(key, shown.file.hash), bytes: shown.file.bytes, lang: shown.lang } : null,
    };
  });
}

/**
 * What the public answer will be for `lang` once `content` is published, as the server builds it: each section in
 * `lang`, else English's, saying which. Undefined when a section is in neither (English lacks it): the page could
 * not be published that way, so there is nothing to preview.
 */
export function previewAnswer(content: SiteContentDocument, lang: LanguageCode): SiteContentAnswer | undefined {
  const own = content.languages[lang] ?? {};
  const english = content.languages.en ?? {};
  if (siteSectionNames.some((name) => !own[name] && !english[name])) return undefined;
  const pick = <N extends (typeof siteSectionNames)[number]>(name: N) => {
    const section = own[name] ?? english[name];
    return { section: section!, lang: own[name] ? lang : ('en' as const) };
  };
  const documentation = pick('documentation');
  return {
    lang,
    personName: content.personName,
    hero: { ...pick('hero').section, lang: pick('hero').lang },
    presentation: { ...pick('presentation').section, lang: pick('presentation').lang },
    skills: { ...pick('skills').section, lang: pick('skills').lang },
    tools: { ...pick('tools').section, lang: pick('tools').lang },
    companies: { ...pick('companies').section, lang: pick('companies').lang },
    documentation: {
      title: documentation.section.title,
      intro: documentation.section.intro,
      items: publicDocuments(documentation.section, documentation.lang, english.documentation),
      lang: documentation.lang,
    },
  };
}
