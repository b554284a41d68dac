import { accountLimits } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from './field';

export type NewPasswordErrors = { password?: string; confirmation?: string };

/** A new password and its confirmation (`password`, `confirmation`), with the policy as the first one's hint. */
export function NewPasswordFields({ id, errors }: { id: string; errors: NewPasswordErrors }) {
  const { t } = useTranslation('admin-account');
  return (
    <>
      <Field
        id={`${id}-new`}
        label={t('common.newPassword')}
        hint={t('common.passwordRule', { count: accountLimits.passwordMinLength })}
        error={errors.password}
      >
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          dir="ltr"
          maxLength={accountLimits.passwordMaxLength}
          className={inputClass}
        />
      </Field>
      <Field id={`${id}-confirmation`} label={t('common.confirmPassword')} error={errors.confirmation}>
        <input name="confirmation" type="password" autoComplete="new-password" dir="ltr" className={inputClass} />
      </Field>
    </>
  );
}
