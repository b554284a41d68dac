import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A file's size in the reader's language and units: "840 kB", "3.2 MB". */
export function useBytesFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const kilobytes = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
    const megabytes = new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
    return (bytes: number) =>
      bytes >= 1_000_000 ? megabytes.format(bytes / 1_000_000) : kilobytes.format(Math.max(1, bytes / 1000));
  }, [language]);
}
