import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutosaveState } from '../autosave/autosave-machine';

/** How often "saved 2 minutes ago" is worded again. */
const tickMs = 15_000;

/** "Saved 3 minutes ago", in the admin's language, from a time in milliseconds. */
function useSavedAgo(savedAt: number | null) {
  const { t, i18n } = useTranslation('admin-editor');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, []);
  if (savedAt === null) return t('status.saved');
  const seconds = Math.max(0, (Math.max(now, savedAt) - savedAt) / 1000);
  if (seconds < 60) return t('status.savedJustNow');
  const words = new Intl.RelativeTimeFormat(i18n.resolvedLanguage, { numeric: 'auto' });
  const when =
    seconds < 3600
      ? words.format(-Math.floor(seconds / 60), 'minute')
      : seconds < 86_400
        ? words.format(-Math.floor(seconds / 3600), 'hour')
        : words.format(-Math.floor(seconds / 86_400), 'day');
  return t('status.savedAgo', { when });
}

/**
 * The save's state in words, in a live region (polite: it never interrupts typing): saved and when, saving,
 * waiting to retry, refused, or stopped by a conflict.
 */
export function SaveStatus({ state }: { state: AutosaveState }) {
  const { t } = useTranslation('admin-editor');
  const savedAgo = useSavedAgo(state.lastSavedAt);
  const text = {
    saved: savedAgo,
    pending: t('status.pending'),
    saving: t('status.saving'),
    retrying: t('status.retrying'),
    invalid: t('status.invalid'),
    conflict: t('status.conflict'),
  }[state.status];
  const warn = state.status === 'retrying' || state.status === 'invalid' || state.status === 'conflict';
  return (
    <p
      role="status"
      data-testid="save-status"
      data-state={state.status}
      className={warn ? 'text-sm font-medium text-red-700 dark:text-red-300' : 'text-sm text-muted-foreground'}
    >
      {text}
    </p>
  );
}
