import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '@/lib/relative-time';
import { useAdminFormat } from '@/lib/use-admin-format';

/** When something happened, both ways: "5 minutes ago" to scan, and the date and time to be exact. */
export function ChangeTime({ iso, now }: { iso: string; now: number }) {
  const { i18n } = useTranslation();
  const format = useAdminFormat();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const relative = useMemo(() => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }), [language]);
  return (
    <time dateTime={iso} className="grid">
      <span>{relativeTime(relative, iso, now)}</span>
      <span className="text-xs text-muted-foreground">{format.moment(iso)}</span>
    </time>
  );
}
