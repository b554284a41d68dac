import { adminEmailPattern } from '@portfolio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { mailLanguage, refusalOf } from '../account-forms';
import { requestPasswordReset } from '../api/account-links';
import { Field, inputClass } from './field';
import { useRefusalText } from './use-refusal-text';

/**
 * The forgotten password: an address, and the same answer whatever it is (the server never says whether it is the
 * administrator's), so the page says only where to look if it was.
 */
export function ForgotPasswordForm() {
  const { t, i18n } = useTranslation('admin-account');
  const id = useId();
  const refusalText = useRefusalText();
  const [error, setError] = useState<string>();
  const request = useMutation({
    mutationFn: (email: string) => requestPasswordReset(email, mailLanguage(i18n.resolvedLanguage)),
    onError: (failure) => setError(refusalText(refusalOf(failure))),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!adminEmailPattern.test(email)) return setError(t('forgot.invalid'));
    setError(undefined);
    request.mutate(email);
  };

  if (request.isSuccess) {
    return (
      <p role="status" className="rounded-md border p-4">
        {t('forgot.sent')}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={request.isPending}>
      <Field id={`${id}-email`} label={t('forgot.email')} error={error}>
        <input name="email" type="email" autoComplete="username" required dir="ltr" className={inputClass} />
      </Field>
      <Button type="submit" disabled={request.isPending} className="w-full">
        {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
    </form>
  );
}
