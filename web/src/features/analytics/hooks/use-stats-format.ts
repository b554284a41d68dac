import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { regionName } from '@/lib/region-name';

/** Numbers and country names in the reader's language (country codes become "Allemagne", "ドイツ"…). */
export function useStatsFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language);
    const regions = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    return {
      count: (value: number) => numbers.format(value),
      country: (code: string) => regionName(regions, code),
    };
  }, [language]);
}
