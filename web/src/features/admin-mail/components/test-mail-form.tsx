import { mailAddress, mailLimits, type DeliveryResult } from '@portfolio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { DeliveryOutcome } from './delivery-outcome';
import { Field, inputClass } from './field';
import { FormCard } from './form-card';

/**
 * One mail to one address, and what became of it: a success, or the reason it did not leave in the reader's
 * language with the server's words. `send` makes the call (the SMTP test, or a newsletter issue's).
 */
export function TestMailForm({
  title,
  intro,
  send,
  children,
}: {
  title: string;
  intro: string;
  send: (to: string) => Promise<DeliveryResult>;
  /** More fields beside the address (the language). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin-mail');
  const id = useId();
  const [to, setTo] = useState('');
  const [invalid, setInvalid] = useState(false);
  const mail = useMutation({
    mutationFn: send,
    onError: () => toast({ variant: 'destructive', title: t('test.failed') }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = mailAddress.safeParse(to);
    setInvalid(!address.success);
    if (address.success) mail.mutate(address.data);
  };

  return (
    <FormCard id={id} title={title} intro={intro} onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <Field id={`${id}-to`} label={t('test.to')} error={invalid ? t('test.invalidAddress') : undefined}>
          <input
            name="to"
            type="email"
            autoComplete="email"
            dir="ltr"
            value={to}
            maxLength={mailLimits.emailLength}
            onChange={(event) => setTo(event.target.value)}
            className={inputClass}
          />
        </Field>
        {children}
        <Button type="submit" disabled={mail.isPending} className={invalid ? 'sm:mb-7' : undefined}>
          {mail.isPending ? t('test.sending') : t('test.send')}
        </Button>
      </div>
      {mail.data && <DeliveryOutcome result={mail.data} success={t('test.sent', { to: mail.variables })} />}
    </FormCard>
  );
}
