import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A size in the reader's language, in the unit that reads best: "840 kB", "3.2 MB", "41.7 GB". */
export function useSizeFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const unit = (name: string) =>
      new Intl.NumberFormat(language, { style: 'unit', unit: name, maximumFractionDigits: 1 });
    const [kilobytes, megabytes, gigabytes] = [unit('kilobyte'), unit('megabyte'), unit('gigabyte')];
    return (bytes: number) =>
      bytes >= 1e9
        ? gigabytes.format(bytes / 1e9)
        : bytes >= 1e6
          ? megabytes.format(bytes / 1e6)
          : kilobytes.format(bytes / 1e3);
  }, [language]);
}
