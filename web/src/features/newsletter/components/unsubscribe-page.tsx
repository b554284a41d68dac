import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { unsubscribe, type LinkOutcome } from '../signed-links';
import { LinkPage } from './link-page';

/**
 * `/newsletter/unsubscribe?token=`: the unsubscribe link of every newsletter mail. One button unsubscribes (a page
 * that did it on opening would be triggered by the mail scanners that open links), then the page says it is done.
 * (Mailbox providers' own button posts the RFC 8058 one-click request to the service directly.)
 */
export function UnsubscribePage() {
  const { t } = useTranslation('newsletter');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [outcome, setOutcome] = useState<LinkOutcome | 'idle' | 'working'>(token === '' ? 'invalid' : 'idle');

  const meta = { metaTitle: t('unsubscribe.metaTitle'), metaDescription: t('unsubscribe.metaDescription') };
  if (outcome === 'done') {
    return (
      <LinkPage {...meta} title={t('unsubscribe.doneTitle')}>
        <p role="status" className="text-muted-foreground">
          {t('unsubscribe.doneText')}
        </p>
      </LinkPage>
    );
  }
  if (outcome === 'invalid') {
    return (
      <LinkPage {...meta} title={t('unsubscribe.invalidTitle')}>
        <p className="text-muted-foreground">{t('unsubscribe.invalidText')}</p>
      </LinkPage>
    );
  }

  const run = async () => {
    setOutcome('working');
    setOutcome(await unsubscribe(token));
  };
  return (
    <LinkPage {...meta} title={t('unsubscribe.title')}>
      <p className="text-muted-foreground">{t('unsubscribe.text')}</p>
      {outcome === 'failed' && (
        <p role="alert" className="font-medium text-destructive">
          {t('unsubscribe.failedText')}
        </p>
      )}
      <div>
        <Button onClick={() => void run()} disabled={outcome === 'working'}>
          {outcome === 'working' ? t('unsubscribe.working') : t('unsubscribe.button')}
        </Button>
      </div>
    </LinkPage>
  );
}
