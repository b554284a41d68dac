import { useTranslation } from 'react-i18next';
import { defaultLanguage, languageCodes, type LanguageCode } from '@portfolio/contracts';

/** The language the interface shows, as the content API names languages. */
export function useInterfaceLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const code = i18n.resolvedLanguage ?? i18n.language;
  return languageCodes.find((known) => known === code) ?? defaultLanguage;
}
