import { useMutation, useQueryClient } from '@tanstack/react-query';
import { totpCodePattern, type TwoFactorEnrolment } from '@portfolio/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { normalizeCode } from '@/lib/second-factor-code';
import { toast } from '@/lib/toast-store';
import { refusalOf } from '../account-forms';
import { confirmEnrolment, startEnrolment, twoFactorStatusQuery } from '../api/two-factor';
import { svgImageSource } from '../recovery-codes';
import { Field, inputClass } from './field';
import { useRefusalText } from './use-refusal-text';

/**
 * Turning two-factor sign-in on: a new secret as a QR code and as text, then a first code from the app to prove
 * it was added. `onEnabled` gets the recovery codes the confirmation answers.
 */
export function Enrolment({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('admin-account');
  const id = useId();
  const queryClient = useQueryClient();
  const refusalText = useRefusalText();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment>();
  const [error, setError] = useState<string>();

  const start = useMutation({
    mutationFn: startEnrolment,
    onSuccess: (started) => {
      setEnrolment(started);
      setError(undefined);
    },
    onError: (failure) => toast({ variant: 'destructive', title: refusalText(refusalOf(failure)) }),
  });
  const confirm = useMutation({
    mutationFn: confirmEnrolment,
    onSuccess: ({ recoveryCodes }) => {
      void queryClient.invalidateQueries(twoFactorStatusQuery());
      toast({ title: t('twoFactor.enabled') });
      onEnabled(recoveryCodes);
    },
    onError: (failure) => {
      const refusal = refusalOf(failure);
      setError(refusal.kind === 'wrong-code' ? t('twoFactor.wrongCode') : refusalText(refusal));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = normalizeCode(String(new FormData(event.currentTarget).get('code') ?? ''));
    if (!totpCodePattern.test(code)) return setError(t('twoFactor.codeFormat'));
    confirm.mutate(code);
  };

  if (!enrolment) {
    return (
      <div>
        <Button type="button" disabled={start.isPending} onClick={() => start.mutate()}>
          {t('twoFactor.start')}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={confirm.isPending}>
      <p>{t('twoFactor.scan')}</p>
      {/* Dark modules on white whatever the theme: authenticator apps read it best that way. */}
      <img
        src={svgImageSource(enrolment.qrSvg)}
        alt={t('twoFactor.qrCode')}
        width={200}
        height={200}
        className="rounded-md bg-white p-2"
      />
      <dl className="grid gap-1.5">
        <dt className="text-sm font-medium">{t('twoFactor.secret')}</dt>
        <dd>
          <code dir="ltr" className="rounded bg-muted px-2 py-1 font-mono break-all">
            {enrolment.secret}
          </code>
        </dd>
      </dl>
      <Field id={`${id}-code`} label={t('twoFactor.code')} hint={t('twoFactor.codeHint')} error={error}>
        <input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={12}
          className={`${inputClass} max-w-48`}
        />
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? t('common.saving') : t('twoFactor.confirm')}
        </Button>
        <Button type="button" variant="outline" onClick={() => setEnrolment(undefined)}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
