import { accountLimits } from '@portfolio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { newPasswordProblems, refusalOf } from '../account-forms';
import { resetPassword } from '../api/account-links';
import { NewPasswordFields, type NewPasswordErrors } from './new-password-fields';
import { useRefusalText } from './use-refusal-text';

export type ResetOutcome = 'done' | 'bad-link';

/**
 * The reset link's page: a new password and its confirmation, sent with the link's token. `onOutcome` hears when
 * the password is set (every session has ended) or when the link turns out to be spent or too old.
 */
export function ResetPasswordForm({ token, onOutcome }: { token: string; onOutcome: (outcome: ResetOutcome) => void }) {
  const { t } = useTranslation('admin-account');
  const id = useId();
  const refusalText = useRefusalText();
  const [errors, setErrors] = useState<NewPasswordErrors & { form?: string }>({});
  const rule = () => t('common.passwordRule', { count: accountLimits.passwordMinLength });
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword(token, password),
    onSuccess: () => onOutcome('done'),
    onError: (failure) => {
      const refusal = refusalOf(failure);
      if (refusal.kind === 'bad-link') onOutcome('bad-link');
      else if (refusal.kind === 'fields' && refusal.fields.includes('password')) setErrors({ password: rule() });
      else setErrors({ form: refusalText(refusal) });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const problems = newPasswordProblems(password, String(form.get('confirmation') ?? ''));
    const found = {
      password: problems.password && (problems.password === 'required' ? t('common.required') : rule()),
      confirmation: problems.confirmation && t('common.mismatch'),
    };
    setErrors(found);
    if (!found.password && !found.confirmation) reset.mutate(password);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={reset.isPending}>
      <NewPasswordFields id={id} errors={errors} />
      {errors.form && <p role="alert">{errors.form}</p>}
      <Button type="submit" disabled={reset.isPending} className="w-full">
        {reset.isPending ? t('common.saving') : t('reset.submit')}
      </Button>
    </form>
  );
}
