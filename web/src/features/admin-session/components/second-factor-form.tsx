import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { adminFixedTexts } from '@/config/admin-fixed-texts';
import { fixedTexts } from '@/config/fixed-texts';
import { retryWhen } from '@/lib/retry-when';
import { toast } from '@/lib/toast-store';
import { useAdminSession } from '../hooks/use-admin-session';
import { attemptSecondFactor, type SecondFactorOutcome, type SecondStep } from '../login-attempt';

const inputClass =
  'h-11 w-full rounded-md border border-border bg-background px-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive';

/**
 * The sign-in's second step, with two-factor sign-in on: a code from the app, or a recovery code, and whether to
 * trust this browser for 30 days. The spec's toasts say how it went, like the first step's; a challenge that
 * outlived its five minutes sends the reader back to the password (`onRestart`).
 */
export function SecondFactorForm({
  step,
  onSignedIn,
  onRestart,
}: {
  step: SecondStep;
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  const { t, i18n } = useTranslation('admin-account');
  const { store } = useAdminSession();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string>();

  const announce = (outcome: SecondFactorOutcome) => {
    const french = (text: string) => <span lang={fixedTexts.language}>{text}</span>;
    switch (outcome.kind) {
      case 'success':
        toast({ title: french(adminFixedTexts.loginSuccessTitle), description: french(adminFixedTexts.loginSuccess) });
        return onSignedIn();
      case 'malformed':
        return setError(t('twoFactor.codeFormat'));
      case 'wrong-code':
        setError(t('secondStep.wrongCode'));
        return toast({
          variant: 'destructive',
          title: french(adminFixedTexts.loginFailureTitle),
          description: t('secondStep.wrongCode'),
        });
      case 'expired':
        toast({
          variant: 'destructive',
          title: french(adminFixedTexts.loginFailureTitle),
          description: t('secondStep.expired'),
        });
        return onRestart();
      case 'throttled':
        return toast({
          variant: 'destructive',
          title: t('common.throttled', { when: retryWhen(outcome.retryAfterSeconds ?? 60, i18n.language) }),
        });
      case 'error':
        return toast({
          variant: 'destructive',
          title: french(adminFixedTexts.loginErrorTitle),
          description: french(adminFixedTexts.loginError),
        });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    const outcome = await attemptSecondFactor(store, step, String(form.get('code') ?? ''), form.get('trust') === 'on');
    // On success this component is about to leave the page.
    if (outcome.kind !== 'success') setBusy(false);
    announce(outcome);
  };

  const described = [`${id}-intro`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5" aria-busy={busy}>
      <p id={`${id}-intro`} className="text-muted-foreground">
        {recovery ? t('secondStep.recoveryIntro') : t('secondStep.intro')}
      </p>
      <div className="grid gap-2">
        <label htmlFor={`${id}-code`} className="text-sm font-medium">
          {recovery ? t('secondStep.recovery') : t('secondStep.code')}
        </label>
        <input
          // A new field for each kind, so that what was typed for one is not sent as the other.
          key={recovery ? 'recovery' : 'app'}
          id={`${id}-code`}
          name="code"
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={16}
          required
          autoFocus
          dir="ltr"
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          className={inputClass}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium">
            {error}
          </p>
        )}
      </div>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-trust`}
          name="trust"
          type="checkbox"
          className="mt-1 size-4"
          aria-describedby={`${id}-trust-hint`}
        />
        <div>
          <label htmlFor={`${id}-trust`} className="text-sm font-medium">
            {t('secondStep.trust')}
          </label>
          <p id={`${id}-trust-hint`} className="text-sm text-muted-foreground">
            {t('secondStep.trustHint')}
          </p>
        </div>
      </div>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t('secondStep.submitting') : t('secondStep.submit')}
      </Button>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button type="button" className="underline underline-offset-4" onClick={() => setRecovery((on) => !on)}>
          {recovery ? t('secondStep.useApp') : t('secondStep.useRecovery')}
        </button>
        <button type="button" className="underline underline-offset-4" onClick={onRestart}>
          {t('secondStep.back')}
        </button>
      </div>
    </form>
  );
}
