import { Mail } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { mailLimits } from '@portfolio/contracts';
import { Button } from '@/components/ui/button';
import { mailForms } from '@/config/constants';
import { toast } from '@/lib/toast-store';
import { mailLanguageOf } from './mail-language';
import { emptySignupFields, hasValidEmail, subscribe, type SignupFields } from './subscribe';
import { fieldClass } from './field-class';
import { Honeypot } from './honeypot';

/**
 * The newsletter signup (spec §3, §5, §8): an email, an optional first name and a honeypot. A missing or invalid
 * address is refused before any call; once the service has taken it, a toast and, in the form's place, the
 * reminder to confirm from the inbox (double opt-in).
 */
export function NewsletterSignup() {
  const { t, i18n } = useTranslation('newsletter');
  const { pathname } = useLocation();
  const id = useId();
  const [fields, setFields] = useState<SignupFields>(emptySignupFields);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (done) thanks.current?.focus();
  }, [done]);

  const set = (key: keyof SignupFields) => (value: string) => setFields((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!hasValidEmail(fields)) {
      setInvalid(true);
      document.getElementById(`${id}-email`)?.focus();
      toast({ variant: 'destructive', title: t('signup.invalidTitle'), description: t('signup.invalidText') });
      return;
    }
    setInvalid(false);
    setBusy(true);
    const taken = await subscribe(fields, {
      language: mailLanguageOf(i18n.resolvedLanguage),
      source: pathname,
      timeoutMs: mailForms.requestTimeoutMs,
    });
    setBusy(false);
    if (taken) {
      setDone(true);
      setFields(emptySignupFields);
      toast({ title: t('signup.welcomeTitle'), description: t('signup.welcomeText') });
    } else {
      toast({ variant: 'destructive', title: t('signup.failedTitle'), description: t('signup.failedText') });
    }
  };

  return (
    <div className="px-4 py-12">
      <section
        aria-labelledby={`${id}-title`}
        className="mx-auto w-full max-w-3xl rounded-lg border bg-card p-6 md:p-8"
      >
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <Mail aria-hidden className="size-6 text-primary" />
          {t('signup.title')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('signup.intro')}</p>
        {done ? (
          // The form it replaces had the focus: the focus moves here, and a screen reader reads it.
          <p ref={thanks} tabIndex={-1} className="mt-4 font-medium outline-none">
            {t('signup.checkInbox')}
          </p>
        ) : (
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-busy={busy}
            className="mt-6 grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end"
          >
            <div className="grid gap-2">
              <label htmlFor={`${id}-email`} className="text-sm font-medium">
                {t('signup.emailLabel')}
              </label>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                required
                autoComplete="email"
                aria-invalid={invalid || undefined}
                maxLength={mailLimits.emailLength}
                placeholder={t('signup.emailPlaceholder')}
                value={fields.email}
                onChange={(event) => {
                  set('email')(event.target.value);
                  setInvalid(false);
                }}
                className={`${fieldClass} h-11`}
              />
            </div>
            <div className="grid gap-2">
              <label htmlFor={`${id}-first-name`} className="text-sm font-medium">
                {t('signup.firstNameLabel')}
              </label>
              <input
                id={`${id}-first-name`}
                name="firstName"
                type="text"
                autoComplete="given-name"
                maxLength={mailLimits.firstNameLength}
                placeholder={t('signup.firstNamePlaceholder')}
                value={fields.firstName}
                onChange={(event) => set('firstName')(event.target.value)}
                className={`${fieldClass} h-11`}
              />
            </div>
            <Honeypot label={t('signup.honeypotLabel')} value={fields.website} onChange={set('website')} />
            <Button type="submit" disabled={busy}>
              {busy ? t('signup.subscribing') : t('signup.subscribe')}
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
