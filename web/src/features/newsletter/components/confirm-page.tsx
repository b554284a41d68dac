import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { confirmSubscription, type LinkOutcome } from '../signed-links';
import { LinkPage } from './link-page';
import { NewsletterSignup } from '@/components/mail-forms/newsletter-signup';

/**
 * `/newsletter/confirm?token=`: the confirmation mail's link. It confirms as soon as it opens (the click in the mail
 * is the consent) and says so; a link that is invalid or expired offers the signup again, which mails a new one.
 */
export function ConfirmPage() {
  const { t } = useTranslation('newsletter');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [outcome, setOutcome] = useState<LinkOutcome | 'pending'>('pending');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void confirmSubscription(token).then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const meta = { metaTitle: t('confirm.metaTitle'), metaDescription: t('confirm.metaDescription') };
  if (outcome === 'pending') {
    return (
      <LinkPage {...meta} title={t('confirm.metaTitle')}>
        <p role="status" className="text-muted-foreground">
          {t('confirm.confirming')}
        </p>
      </LinkPage>
    );
  }
  if (outcome === 'done') {
    return (
      <LinkPage {...meta} title={t('confirm.confirmedTitle')}>
        <p className="text-muted-foreground">{t('confirm.confirmedText')}</p>
      </LinkPage>
    );
  }
  if (outcome === 'invalid') {
    return (
      <LinkPage {...meta} title={t('confirm.invalidTitle')}>
        <p className="text-muted-foreground">{t('confirm.invalidText')}</p>
        <div className="text-start">
          <NewsletterSignup />
        </div>
      </LinkPage>
    );
  }
  return (
    <LinkPage {...meta} title={t('confirm.failedTitle')}>
      <p role="alert" className="text-muted-foreground">
        {t('confirm.failedText')}
      </p>
      <div>
        <Button
          variant="outline"
          onClick={() => {
            setOutcome('pending');
            setAttempt((n) => n + 1);
          }}
        >
          {t('confirm.retry')}
        </Button>
      </div>
    </LinkPage>
  );
}
