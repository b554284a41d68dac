import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mailLimits } from '@portfolio/contracts';
import { Button } from '@/components/ui/button';
import { mailForms } from '@/config/constants';
import { mailLanguageOf } from '@/components/mail-forms/mail-language';
import { Honeypot } from '@/components/mail-forms/honeypot';
import { fieldClass } from '@/components/mail-forms/field-class';
import { toast } from '@/lib/toast-store';
import {
  emptyContactFields,
  fetchFormToken,
  missingContactFields,
  sendContactMessage,
  type ContactFields,
} from '../send-message';

type TextField = Exclude<keyof ContactFields, 'website'>;

const maxLengths: Record<TextField, number> = {
  name: mailLimits.nameLength,
  email: mailLimits.emailLength,
  subject: mailLimits.subjectLength,
  message: mailLimits.messageLength,
};

/** A form token fetched now (the form has just appeared); a failed fetch is retried when the message is sent. */
const freshToken = () => fetchFormToken(AbortSignal.timeout(mailForms.requestTimeoutMs)).catch(() => undefined);

/**
 * The contact form (spec §3, §5, §8): name, email, subject and message, all required, checked before any call;
 * a honeypot; the service's form token, fetched when the form appears and sent with the message. A toast for every
 * outcome; the form is emptied once the message is sent.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation('contact');
  const id = useId();
  const [fields, setFields] = useState<ContactFields>(emptyContactFields);
  const [invalid, setInvalid] = useState<readonly TextField[]>([]);
  const [busy, setBusy] = useState(false);
  const token = useRef<Promise<string | undefined>>(undefined);

  useEffect(() => {
    token.current ??= freshToken();
  }, []);

  const set = (key: keyof ContactFields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setInvalid((current) => current.filter((field) => field !== key));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const missing = missingContactFields(fields);
    setInvalid(missing);
    if (missing.length > 0) {
      document.getElementById(`${id}-${missing[0]}`)?.focus();
      toast({ variant: 'destructive', title: t('contact.missingTitle'), description: t('contact.missingText') });
      return;
    }
    setBusy(true);
    const outcome = await sendContactMessage(fields, {
      token: token.current,
      language: mailLanguageOf(i18n.resolvedLanguage),
      timeoutMs: mailForms.requestTimeoutMs,
    });
    setBusy(false);
    if (outcome === 'sent') {
      setFields(emptyContactFields);
      // A token is good for one message's timing: the next message starts its own.
      token.current = freshToken();
      toast({ title: t('contact.sentTitle'), description: t('contact.sentText') });
    } else {
      toast({
        variant: 'destructive',
        title: t('contact.failedTitle'),
        description: outcome === 'timeout' ? t('contact.timeoutText') : t('contact.failedText'),
      });
    }
  };

  const field = (key: TextField, type: 'text' | 'email', autoComplete: string) => (
    <div className="grid gap-2">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
        {t(`contact.${key}Label`)}
        <span aria-hidden className="text-destructive">
          {' '}
          *
        </span>
      </label>
      {key === 'message' ? (
        <textarea
          id={`${id}-${key}`}
          name={key}
          rows={6}
          required
          aria-invalid={invalid.includes(key) || undefined}
          maxLength={maxLengths[key]}
          placeholder={t(`contact.${key}Placeholder`)}
          value={fields[key]}
          onChange={(event) => set(key)(event.target.value)}
          className={`${fieldClass} min-h-36 py-2`}
        />
      ) : (
        <input
          id={`${id}-${key}`}
          name={key}
          type={type}
          required
          aria-invalid={invalid.includes(key) || undefined}
          autoComplete={autoComplete}
          maxLength={maxLengths[key]}
          placeholder={t(`contact.${key}Placeholder`)}
          value={fields[key]}
          onChange={(event) => set(key)(event.target.value)}
          className={`${fieldClass} h-11`}
        />
      )}
    </div>
  );

  return (
    // Browser validation off: the spec's own check and toast speak for every missing field.
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-busy={busy}>
      <div className="grid gap-4 md:grid-cols-2">
        {field('name', 'text', 'name')}
        {field('email', 'email', 'email')}
      </div>
      {field('subject', 'text', 'off')}
      {field('message', 'text', 'off')}
      <Honeypot label={t('contact.honeypotLabel')} value={fields.website} onChange={set('website')} />
      <p className="text-sm text-muted-foreground">
        <span aria-hidden className="text-destructive">
          *
        </span>{' '}
        {t('contact.required')}
      </p>
      <div>
        <Button type="submit" disabled={busy}>
          <Send aria-hidden className="rtl:-scale-x-100" />
          {busy ? t('contact.sending') : t('contact.send')}
        </Button>
      </div>
    </form>
  );
}
