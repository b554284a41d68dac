import { languageCodes, type LanguageCode } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';

/** The administrator's language, which tag labels are shown in and new articles are written in. */
export function useAdminLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return languageCodes.find((code) => code === language) ?? 'en';
}
