import { accountLimits } from '@portfolio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { newPasswordProblems, refusalOf } from '../account-forms';
import { changePassword } from '../api/credentials';
import { Card, Field, inputClass } from './field';
import { NewPasswordFields, type NewPasswordErrors } from './new-password-fields';
import { useRefusalText } from './use-refusal-text';

/** Changing the password: the current one required; every other session ends, this one stays. */
export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('admin-account');
  const id = useId();
  const refusalText = useRefusalText();
  const [errors, setErrors] = useState<NewPasswordErrors & { current?: string; form?: string }>({});

  const change = useMutation({
    mutationFn: ({ current, next }: { current: string; next: string }) => changePassword(current, next),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const current = String(form.get('current') ?? '');
    const next = String(form.get('password') ?? '');
    const problems = newPasswordProblems(next, String(form.get('confirmation') ?? ''));
    const found = {
      current: current === '' ? t('common.required') : undefined,
      password: problems.password && (problems.password === 'required' ? t('common.required') : rule()),
      confirmation: problems.confirmation && t('common.mismatch'),
    };
    setErrors(found);
    if (found.current || found.password || found.confirmation) return;
    change.mutate(
      { current, next },
      {
        onSuccess: () => {
          formElement.reset();
          toast({ title: t('password.changed') });
          onChanged();
        },
        onError: (failure) => {
          const refusal = refusalOf(failure);
          if (refusal.kind === 'wrong-password') setErrors({ current: t('common.wrongPassword') });
          else if (refusal.kind === 'fields' && refusal.fields.includes('newPassword')) setErrors({ password: rule() });
          else setErrors({ form: refusalText(refusal) });
        },
      },
    );
  };
  const rule = () => t('common.passwordRule', { count: accountLimits.passwordMinLength });

  return (
    <Card id="password" title={t('password.title')} intro={t('password.intro')} onSubmit={submit}>
      <Field id={`${id}-current`} label={t('password.current')} error={errors.current}>
        <input name="current" type="password" autoComplete="current-password" dir="ltr" className={inputClass} />
      </Field>
      <NewPasswordFields id={id} errors={errors} />
      {errors.form && <p role="alert">{errors.form}</p>}
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('common.saving') : t('password.submit')}
        </Button>
      </div>
    </Card>
  );
}
