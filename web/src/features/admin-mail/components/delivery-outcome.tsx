import type { DeliveryResult } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';

/**
 * What became of a check or a mail sent on demand: the success in words of the action, or the reason it failed in
 * the reader's language, with the server's own reply line below (technical, so left to right and as it came).
 */
export function DeliveryOutcome({ result, success }: { result: DeliveryResult; success: string }) {
  const { t } = useTranslation('admin-mail');
  if (result.ok) {
    return (
      <p role="status" className="rounded-md border border-emerald-600/50 p-3 text-sm">
        {success}
      </p>
    );
  }
  return (
    <div role="alert" className="grid gap-1 rounded-md border border-destructive/50 p-3 text-sm">
      <p className="font-medium">{t(`delivery.${result.reason ?? 'rejected'}`)}</p>
      {result.detail && (
        <p className="text-muted-foreground">
          {t('delivery.serverSaid')}{' '}
          <span className="font-mono break-all" dir="ltr">
            {result.detail}
          </span>
        </p>
      )}
    </div>
  );
}
