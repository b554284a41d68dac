import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { adminFixedTexts } from '@/config/admin-fixed-texts';
import { fixedTexts } from '@/config/fixed-texts';
import { toast } from '@/lib/toast-store';
import { useAdminSession } from '../hooks/use-admin-session';
import { attemptLogin, type LoginOutcome, type SecondStep } from '../login-attempt';
import { retryWhen } from '@/lib/retry-when';

const inputClass =
  'h-11 w-full rounded-md border border-border bg-background px-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The login form (spec §2, §4, §5, §8): browser validation off with both fields marked required, the email
 * pattern checked before any call, a toast for every outcome. On success, `onSignedIn` moves on; with two-factor
 * sign-in on, `onSecondFactor` takes the reader to the code.
 */
export function LoginForm({
  onSignedIn,
  onSecondFactor,
}: {
  onSignedIn: () => void;
  onSecondFactor: (step: SecondStep) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const { store } = useAdminSession();
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const id = useId();

  const announce = (outcome: LoginOutcome, email: string) => {
    const french = (text: string) => <span lang={fixedTexts.language}>{text}</span>;
    switch (outcome.kind) {
      case 'success':
        toast({ title: french(adminFixedTexts.loginSuccessTitle), description: french(adminFixedTexts.loginSuccess) });
        return onSignedIn();
      case 'second-factor':
        return onSecondFactor({ email, challenge: outcome.challenge, receivedAt: Date.now() });
      case 'refused':
        return toast({
          variant: 'destructive',
          title: french(adminFixedTexts.loginFailureTitle),
          description: french(adminFixedTexts.loginFailure),
        });
      case 'throttled':
        return toast({
          variant: 'destructive',
          title: t('login.throttledTitle'),
          description:
            outcome.retryAfterSeconds === undefined
              ? t('login.throttled')
              : t('login.throttledUntil', { when: retryWhen(outcome.retryAfterSeconds, i18n.language) }),
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
    const email = String(form.get('email') ?? '').trim();
    setBusy(true);
    const outcome = await attemptLogin(store, { email, password: String(form.get('password') ?? '') });
    // On success this component is about to leave the page.
    if (outcome.kind !== 'success') setBusy(false);
    announce(outcome, email);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5" aria-busy={busy}>
      <div className="grid gap-2">
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          {t('login.email')}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          required
          dir="ltr"
          className={inputClass}
        />
      </div>
      <div className="grid gap-2">
        <label htmlFor={`${id}-password`} className="text-sm font-medium">
          {t('login.password')}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            dir="ltr"
            className={inputClass}
          />
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-controls={`${id}-password`}
            aria-pressed={showPassword}
            aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          </Button>
        </div>
      </div>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
