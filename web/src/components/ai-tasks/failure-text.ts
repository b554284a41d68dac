import type { AiFailure } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A provider failure in the reader's words: the contract's reason, the wait the provider asked for, and the
 * provider's own words when it gave some (never a key: the server redacts them).
 */
export function useFailureText() {
  const { t } = useTranslation('admin-ai');
  return (failure: AiFailure) => {
    const reason =
      failure.reason === 'rate_limited' && failure.retryAfterSeconds !== undefined
        ? t('failures.rate_limitedRetry', { seconds: Math.ceil(failure.retryAfterSeconds) })
        : t(`failures.${failure.reason}`);
    return failure.detail ? `${reason} ${t('failures.detail', { detail: failure.detail })}` : reason;
  };
}
