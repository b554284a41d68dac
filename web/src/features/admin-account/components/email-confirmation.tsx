import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOf } from '../account-forms';
import { confirmEmail } from '../api/account-links';

/**
 * The new address's confirmation, made as the link's page opens: one call per token (the query's cache keeps its
 * answer, so a second render never spends the link twice), never retried, since a link works once. `onConfirmed`
 * hears of it: every session has ended.
 */
export function EmailConfirmation({ token, onConfirmed }: { token: string; onConfirmed: () => void }) {
  const { t } = useTranslation('admin-account');
  const confirmation = useQuery({
    queryKey: ['admin', 'account', 'email-confirmation', token],
    queryFn: () => confirmEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const confirmed = confirmation.isSuccess;
  useEffect(() => {
    if (confirmed) onConfirmed();
  }, [confirmed, onConfirmed]);

  if (confirmation.isPending) return <p role="status">{t('confirmEmail.confirming')}</p>;
  if (confirmation.isSuccess) return <p role="status">{t('confirmEmail.done', { email: confirmation.data.email })}</p>;
  const refusal = refusalOf(confirmation.error);
  return <p role="alert">{refusal.kind === 'bad-link' ? t('confirmEmail.badLink') : t('common.failed')}</p>;
}
