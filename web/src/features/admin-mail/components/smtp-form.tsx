import {
  mailLimits,
  smtpSettingsBody,
  type DeliveryResult,
  type SmtpSecurity,
  type SmtpSettings,
  type SmtpSettingsBody,
} from '@portfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useAdminFormat } from '@/lib/use-admin-format';
import { checkSmtp, saveSmtpSettings, smtpSettingsQuery } from '../api/smtp';
import { invalidFields, issuesAsDetails } from '../field-errors';
import { DeliveryOutcome } from './delivery-outcome';
import { Field, inputClass } from './field';

type Draft = Omit<SmtpSettingsBody, 'port'> & { port: string };
type TextField = 'host' | 'user' | 'fromName' | 'fromAddress' | 'replyTo' | 'notifyAddress';
/** The fields a refusal is shown on; a refusal of anything else is shown above the form. */
const fieldsWithErrors = [
  'host',
  'port',
  'security',
  'user',
  'password',
  'fromName',
  'fromAddress',
  'replyTo',
  'notifyAddress',
] as const;
type ErrorField = (typeof fieldsWithErrors)[number];
const onAField = (field: string): field is ErrorField => (fieldsWithErrors as readonly string[]).includes(field);
const maxLength: Record<TextField, number> = {
  host: mailLimits.hostLength,
  user: mailLimits.userLength,
  fromName: mailLimits.nameLength,
  fromAddress: mailLimits.emailLength,
  replyTo: mailLimits.emailLength,
  notifyAddress: mailLimits.emailLength,
};

/** The usual port of each kind of connection, proposed when the kind changes and the port was the previous one's. */
const usualPort: Record<SmtpSecurity, string> = { tls: '465', starttls: '587', none: '25' };

const draftOf = (settings: SmtpSettings): Draft => ({
  host: settings.host,
  port: settings.configured ? String(settings.port) : usualPort[settings.security],
  security: settings.security,
  user: settings.user,
  password: '',
  clearPassword: false,
  fromName: settings.fromName,
  fromAddress: settings.fromAddress,
  replyTo: settings.replyTo,
  notifyAddress: settings.notifyAddress,
});

/**
 * The SMTP settings as a form: saved with "Save", or tried first with "Check connection" (which connects and
 * signs in with what is on screen, saved or not). The kept password is never shown: an empty field keeps it, and a
 * box removes it. What the page or the server refuses is shown on its field.
 */
export function SmtpForm({ settings }: { settings: SmtpSettings }) {
  const { t } = useTranslation('admin-mail');
  const format = useAdminFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [check, setCheck] = useState<DeliveryResult>();

  /** The body the contract takes, or the fields it refuses (shown without a call, as the server would). */
  const body = (): SmtpSettingsBody | undefined => {
    const parsed = smtpSettingsBody.safeParse({ ...draft, port: Number(draft.port) || 0 });
    if (parsed.success) {
      setInvalid(new Set());
      return parsed.data;
    }
    setInvalid(invalidFields(issuesAsDetails(parsed.error.issues)));
    return undefined;
  };
  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400 && error.details?.length) {
      setInvalid(invalidFields(error.details));
    } else {
      toast({ variant: 'destructive', title: t('smtp.saveFailed') });
    }
  };

  const save = useMutation({
    mutationFn: saveSmtpSettings,
    onSuccess: (saved) => {
      // The page shows a new form for the saved settings (see SmtpPage), the password field empty again.
      queryClient.setQueryData(smtpSettingsQuery().queryKey, saved);
      toast({ title: t('smtp.saved') });
    },
    onError: refused,
  });
  const tryIt = useMutation({
    mutationFn: checkSmtp,
    onMutate: () => setCheck(undefined),
    onSuccess: setCheck,
    onError: refused,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = body();
    if (valid) save.mutate(valid);
  };
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const error = (field: ErrorField) => (invalid.has(field) ? t(`smtp.errors.${field}`) : undefined);
  const text = (name: TextField, props: { type?: string; autoComplete?: string; hint?: string }) => (
    <Field id={`${id}-${name}`} label={t(`smtp.${name}`)} hint={props.hint} error={error(name)}>
      <input
        name={name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete ?? 'off'}
        dir={props.type === 'email' || name === 'host' || name === 'user' ? 'ltr' : 'auto'}
        value={draft[name]}
        maxLength={maxLength[name]}
        onChange={(event) => set(name, event.target.value)}
        className={inputClass}
      />
    </Field>
  );
  const busy = save.isPending || tryIt.isPending;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="grid gap-6 rounded-lg border bg-card p-4"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('smtp.formTitle')}
      </h2>
      <p className="text-sm text-muted-foreground" role="status">
        {settings.configured && settings.updatedAt
          ? t('smtp.lastSaved', { date: format.moment(settings.updatedAt) })
          : t('smtp.notConfigured')}
      </p>
      {[...invalid].some((field) => !onAField(field)) && (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
          {t('smtp.errors.form')}
        </p>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t('smtp.server')}</legend>
        {text('host', { hint: t('smtp.hostHint') })}
        <Field id={`${id}-port`} label={t('smtp.port')} error={error('port')}>
          <input
            name="port"
            inputMode="numeric"
            dir="ltr"
            value={draft.port}
            maxLength={5}
            onChange={(event) => set('port', event.target.value.replace(/\D/g, ''))}
            className={inputClass}
          />
        </Field>
        <fieldset className="grid gap-2 sm:col-span-2" aria-describedby={`${id}-security-hint`}>
          <legend className="text-sm font-medium">{t('smtp.security')}</legend>
          {(['tls', 'starttls', 'none'] as const).map((security) => (
            <label key={security} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="security"
                value={security}
                checked={draft.security === security}
                onChange={() =>
                  setDraft((d) => ({
                    ...d,
                    security,
                    port: d.port === usualPort[d.security] || d.port === '' ? usualPort[security] : d.port,
                  }))
                }
                className="size-4 accent-primary"
              />
              {t(`smtp.security_${security}`)}
            </label>
          ))}
          <p id={`${id}-security-hint`} className="text-sm text-muted-foreground">
            {t('smtp.securityHint')}
          </p>
        </fieldset>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t('smtp.account')}</legend>
        {text('user', { autoComplete: 'username', hint: t('smtp.userHint') })}
        <Field
          id={`${id}-password`}
          label={t('smtp.password')}
          hint={settings.passwordSet ? t('smtp.passwordKept') : t('smtp.passwordNone')}
          error={error('password')}
        >
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            dir="ltr"
            value={draft.password}
            maxLength={mailLimits.passwordLength}
            disabled={draft.clearPassword}
            onChange={(event) => set('password', event.target.value)}
            className={inputClass}
          />
        </Field>
        {settings.passwordSet && (
          <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
            <input
              type="checkbox"
              checked={draft.clearPassword ?? false}
              onChange={(event) => setDraft((d) => ({ ...d, clearPassword: event.target.checked, password: '' }))}
              className="size-4 accent-primary"
            />
            {t('smtp.clearPassword')}
          </label>
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t('smtp.sender')}</legend>
        {text('fromName', { autoComplete: 'name' })}
        {text('fromAddress', { type: 'email', autoComplete: 'email' })}
        {text('replyTo', { type: 'email', hint: t('smtp.replyToHint') })}
        {text('notifyAddress', { type: 'email', hint: t('smtp.notifyAddressHint') })}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {save.isPending ? t('smtp.saving') : t('smtp.save')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => {
            const valid = body();
            if (valid) tryIt.mutate(valid);
          }}
        >
          {tryIt.isPending ? t('smtp.checking') : t('smtp.check')}
        </Button>
      </div>
      {check && <DeliveryOutcome result={check} success={t('smtp.checkOk')} />}
    </form>
  );
}
