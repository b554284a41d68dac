import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { regionName } from '@/lib/region-name';

/** Numbers, dates and countries in the reader's language, for the admin screens' figures and tables. */
export function useAdminFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language);
    const oneDecimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const signed = new Intl.NumberFormat(language, {
      style: 'percent',
      signDisplay: 'exceptZero',
      maximumFractionDigits: 0,
    });
    const percents = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    // Calendar days from the API are UTC dates: shown as such, whatever the reader's time zone.
    const days = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const moments = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const regions = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    return {
      count: (value: number) => numbers.format(value),
      decimal: (value: number) => oneDecimal.format(value),
      /** A change given in percent, signed: "+12 %", "−4 %". */
      change: (percent: number) => signed.format(percent / 100),
      percent: (percent: number) => percents.format(percent / 100),
      day: (isoDay: string) => days.format(new Date(`${isoDay}T00:00:00Z`)),
      moment: (iso: string) => moments.format(new Date(iso)),
      country: (code: string) => regionName(regions, code),
    };
  }, [language]);
}
