import { adminEmailPattern } from '@portfolio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { mailLanguage, refusalOf } from '../account-forms';
import { changeEmail } from '../api/credentials';
import { Card, Field, inputClass } from './field';
import { useRefusalText } from './use-refusal-text';

type Errors = { email?: string; password?: string; form?: string };

/** Changing the email: the password required; a link to the new address makes the change once followed. */
export function EmailForm({ current }: { current?: string }) {
  const { t, i18n } = useTranslation('admin-account');
  const id = useId();
  const refusalText = useRefusalText();
  const [errors, setErrors] = useState<Errors>({});
  const [sentTo, setSentTo] = useState<string>();

  const change = useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      changeEmail(password, email, mailLanguage(i18n.resolvedLanguage)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const found: Errors = {
      email: adminEmailPattern.test(email) ? undefined : t('email.invalid'),
      password: password === '' ? t('common.required') : undefined,
    };
    setErrors(found);
    setSentTo(undefined);
    if (found.email || found.password) return;
    change.mutate(
      { email, password },
      {
        onSuccess: () => {
          formElement.reset();
          setSentTo(email);
        },
        onError: (failure) => {
          const refusal = refusalOf(failure);
          if (refusal.kind === 'wrong-password') setErrors({ password: t('common.wrongPassword') });
          else if (refusal.kind === 'fields' && refusal.fields.includes('email'))
            setErrors({ email: t('email.invalid') });
          else setErrors({ form: refusalText(refusal) });
        },
      },
    );
  };

  return (
    <Card
      id="email"
      title={t('email.title')}
      intro={
        <>
          {t('email.intro')}
          {current && <> {t('email.current', { email: current })}</>}
        </>
      }
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-email`} label={t('email.address')} error={errors.email}>
          <input name="email" type="email" autoComplete="email" dir="ltr" className={inputClass} />
        </Field>
        <Field id={`${id}-password`} label={t('common.password')} error={errors.password}>
          <input name="password" type="password" autoComplete="current-password" dir="ltr" className={inputClass} />
        </Field>
      </div>
      {errors.form && <p role="alert">{errors.form}</p>}
      <p role="status">{sentTo && t('email.sent', { email: sentTo })}</p>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('common.saving') : t('email.submit')}
        </Button>
      </div>
    </Card>
  );
}
