import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers and country names in the reader's language (country codes become "Allemagne", "ドイツ"…). */
export function useStatsFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language);
    const regions = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    return {
      count: (value: number) => numbers.format(value),
      country: (code: string) => {
        if (!/^[A-Za-z]{2}$/.test(code)) return code;
        try {
          return regions.of(code.toUpperCase()) ?? code;
        } catch {
          return code;
        }
      },
    };
  }, [language]);
}
