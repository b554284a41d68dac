/**
 * The `lang` attribute of a section shown in another language than the page's (English, while the section is not
 * translated yet), so that a screen reader pronounces it right; none when it is the page's.
 */
export const otherLanguage = (sectionLanguage: string, pageLanguage: string) =>
  sectionLanguage === pageLanguage ? undefined : sectionLanguage;
