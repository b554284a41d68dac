import { mailLimits, replyBody, type ContactMessage } from '@portfolio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { replyToMessage } from '../api/messages';
import { invalidFields, issuesAsDetails } from '../field-errors';
import { replySubject } from '../reply-subject';
import { DeliveryOutcome } from './delivery-outcome';
import { Field, inputClass, textareaClass } from './field';
import { FormCard } from './form-card';

/**
 * The answer to a message, by mail through the SMTP settings, to the sender's address: the subject starts as
 * "Re: " and theirs. What became of it is shown below: sent, or why not in the reader's language.
 */
export function ReplyForm({
  message,
  onReplied,
}: {
  message: ContactMessage;
  onReplied: (message: ContactMessage) => unknown;
}) {
  const { t } = useTranslation('admin-mail');
  const id = useId();
  const [subject, setSubject] = useState(() => replySubject(message.subject));
  const [body, setBody] = useState('');
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const reply = useMutation({
    mutationFn: (answer: { subject: string; body: string }) => replyToMessage(message.id, answer),
    onSuccess: (result) => {
      if (result.delivery.ok) setBody('');
      return onReplied(result.message);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.details?.length) {
        setInvalid(invalidFields(error.details));
      } else {
        toast({ variant: 'destructive', title: t('reply.failed') });
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answer = replyBody.safeParse({ subject, body });
    setInvalid(answer.success ? new Set() : invalidFields(issuesAsDetails(answer.error.issues)));
    if (answer.success) reply.mutate(answer.data);
  };

  return (
    <FormCard
      id={id}
      heading="h3"
      title={t('reply.title')}
      intro={
        <>
          {t('reply.to')}{' '}
          <span dir="ltr" className="font-medium text-foreground">
            {message.email}
          </span>
        </>
      }
      onSubmit={submit}
    >
      <Field
        id={`${id}-subject`}
        label={t('reply.subject')}
        error={invalid.has('subject') ? t('reply.subjectInvalid') : undefined}
      >
        <input
          name="subject"
          dir="auto"
          value={subject}
          maxLength={mailLimits.replySubjectLength}
          onChange={(event) => setSubject(event.target.value)}
          className={inputClass}
        />
      </Field>
      <Field id={`${id}-body`} label={t('reply.body')} error={invalid.has('body') ? t('reply.bodyInvalid') : undefined}>
        <textarea
          name="body"
          dir="auto"
          rows={8}
          value={body}
          maxLength={mailLimits.replyLength}
          onChange={(event) => setBody(event.target.value)}
          className={textareaClass}
        />
      </Field>
      <div>
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? t('reply.sending') : t('reply.send')}
        </Button>
      </div>
      {reply.data && <DeliveryOutcome result={reply.data.delivery} success={t('reply.sent', { to: message.email })} />}
    </FormCard>
  );
}
