import { useTranslation } from 'react-i18next';
import { retryWhen } from '@/lib/retry-when';
import type { Refusal } from '../account-forms';

/** The sentence for a refusal that is not tied to one field (the throttle, a failure). */
export function useRefusalText() {
  const { t, i18n } = useTranslation('admin-account');
  return (refusal: Refusal) =>
    refusal.kind === 'throttled'
      ? t('common.throttled', { when: retryWhen(refusal.retryAfterSeconds ?? 60, i18n.language) })
      : t('common.failed');
}
