import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/query-fallback';
import { twoFactorStatusQuery } from '../api/two-factor';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { Enrolment } from './enrolment';
import { Card } from './field';
import { RecoveryCodesPanel } from './recovery-codes-panel';

/**
 * Two-factor sign-in: off, it offers the enrolment (QR code, secret, first code); just turned on, the recovery codes,
 * shown this once; on, how many recovery codes are left and the way to turn it off.
 */
export function TwoFactorCard() {
  const { t } = useTranslation('admin-account');
  const status = useQuery(twoFactorStatusQuery());
  const [codes, setCodes] = useState<string[]>();

  if (codes) return <RecoveryCodesPanel codes={codes} onDone={() => setCodes(undefined)} />;
  const enabled = status.data?.enabled;
  return (
    <Card id="two-factor" title={t('twoFactor.title')} intro={enabled ? t('twoFactor.on') : t('twoFactor.off')}>
      {!status.data ? (
        <QueryFallback query={status} />
      ) : status.data.enabled ? (
        <>
          <p>{t('twoFactor.recoveryLeft', { count: status.data.recoveryCodesLeft })}</p>
          <DisableTwoFactorForm />
        </>
      ) : (
        <Enrolment onEnabled={setCodes} />
      )}
    </Card>
  );
}
