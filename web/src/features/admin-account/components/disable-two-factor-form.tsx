import { useMutation, useQueryClient } from '@tanstack/react-query';
import { secondFactorCode } from '@portfolio/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { normalizeCode } from '@/lib/second-factor-code';
import { toast } from '@/lib/toast-store';
import { refusalOf } from '../account-forms';
import { disableTwoFactor, twoFactorStatusQuery } from '../api/two-factor';
import { Field, inputClass } from './field';
import { useRefusalText } from './use-refusal-text';

type Errors = { password?: string; code?: string; form?: string };

/** Turning two-factor sign-in off: the password and a code from the app, or a recovery code. */
export function DisableTwoFactorForm() {
  const { t } = useTranslation('admin-account');
  const id = useId();
  const queryClient = useQueryClient();
  const refusalText = useRefusalText();
  const [errors, setErrors] = useState<Errors>({});

  const disable = useMutation({
    mutationFn: ({ password, code }: { password: string; code: string }) => disableTwoFactor(password, code),
    onSuccess: (status) => {
      queryClient.setQueryData(twoFactorStatusQuery().queryKey, status);
      toast({ title: t('twoFactor.disabled') });
    },
    onError: (failure) => {
      const refusal = refusalOf(failure);
      if (refusal.kind === 'wrong-password') setErrors({ password: t('common.wrongPassword') });
      else if (refusal.kind === 'wrong-code') setErrors({ code: t('secondStep.wrongCode') });
      else setErrors({ form: refusalText(refusal) });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const code = normalizeCode(String(form.get('code') ?? ''));
    const next: Errors = {};
    if (password === '') next.password = t('common.required');
    if (!secondFactorCode.safeParse(code).success) next.code = t('twoFactor.codeFormat');
    setErrors(next);
    if (!next.password && !next.code) disable.mutate({ password, code });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={disable.isPending}
      className="grid gap-4 border-t pt-4"
    >
      <div>
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          {t('twoFactor.disableTitle')}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('twoFactor.disableIntro')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-password`} label={t('common.password')} error={errors.password}>
          <input name="password" type="password" autoComplete="current-password" dir="ltr" className={inputClass} />
        </Field>
        <Field id={`${id}-code`} label={t('twoFactor.disableCode')} error={errors.code}>
          <input name="code" autoComplete="one-time-code" dir="ltr" maxLength={16} className={inputClass} />
        </Field>
      </div>
      {errors.form && <p role="alert">{errors.form}</p>}
      <div>
        <Button type="submit" variant="destructive" disabled={disable.isPending}>
          {t('twoFactor.disable')}
        </Button>
      </div>
    </form>
  );
}
