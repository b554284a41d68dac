import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Dates and counts of article cards in the interface language. Dates are read in UTC: the server writes the same
 * date into the pre-rendered page, so the SPA taking over never changes the text under the reader's eyes.
 */
export function useArticleFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const number = new Intl.NumberFormat(language);
    return {
      date: (iso: string) => date.format(new Date(iso)),
      count: (value: number) => number.format(value),
    };
  }, [language]);
}
