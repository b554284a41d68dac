import type { HealthReason } from '@portfolio/contracts';
import type { TFunction } from 'i18next';

/** Why a service is degraded or down, in words: the check named as the service names it. */
export function reasonText(t: TFunction<'admin'>, reason: HealthReason, bytes: (value: number) => string): string {
  switch (reason.kind) {
    case 'check-failing':
      return t('health.reasons.checkFailing', { check: reason.check });
    case 'store-unreachable':
      return t('health.reasons.storeUnreachable', { check: reason.check });
    case 'spool-backlog':
      return t('health.reasons.spoolBacklog', { size: bytes(reason.pendingBytes) });
    case 'shutting-down':
      return t('health.reasons.shuttingDown');
    case 'no-answer':
      return t('health.reasons.noAnswer');
  }
}
