import { useTranslation } from 'react-i18next';

/**
 * The home page's interface texts in `pageLanguage`: the active language's on the public page, another language's
 * in the content screen's preview (fetched then). Asked for by language only when it differs, so that the public
 * page never asks i18next to load a language it has.
 */
export function useHomeTexts(pageLanguage: string) {
  const { i18n } = useTranslation();
  const active = i18n.resolvedLanguage ?? i18n.language;
  return useTranslation('home', pageLanguage === active ? undefined : { lng: pageLanguage }).t;
}
