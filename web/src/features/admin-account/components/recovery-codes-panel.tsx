import { Copy, Download } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { recoveryCodesFileName, recoveryCodesText } from '../recovery-codes';
import { Card } from './field';

/**
 * The ten recovery codes, right after two-factor sign-in was turned on: the only time they are shown (the server
 * keeps their hashes). Copied, or downloaded as a text file; "I have saved them" leaves this view for good.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin-account');
  const title = useRef<HTMLDivElement>(null);
  const text = useMemo(
    () =>
      recoveryCodesText(
        t('twoFactor.fileTitle', {
          site: window.location.host,
          date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date()),
        }),
        codes,
      ),
    [codes, t, i18n.language],
  );
  const file = useMemo(() => URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' })), [text]);
  useEffect(() => () => URL.revokeObjectURL(file), [file]);
  // The form that was focused is gone: the reader lands on what replaced it.
  useEffect(() => title.current?.focus(), []);

  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toast({ title: t('twoFactor.copied') }),
      () => toast({ variant: 'destructive', title: t('twoFactor.copyFailed') }),
    );

  return (
    <Card id="recovery-codes" title={t('twoFactor.recoveryTitle')} intro={t('twoFactor.recoveryIntro')}>
      <div ref={title} tabIndex={-1} className="outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <ol aria-labelledby="recovery-codes-title" dir="ltr" className="grid gap-2 font-mono sm:grid-cols-2">
          {codes.map((code) => (
            <li key={code} className="rounded bg-muted px-3 py-1.5">
              {code}
            </li>
          ))}
        </ol>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden />
          {t('twoFactor.copy')}
        </Button>
        <Button asChild variant="outline">
          <a href={file} download={recoveryCodesFileName(window.location.host)}>
            <Download aria-hidden />
            {t('twoFactor.download')}
          </a>
        </Button>
        <Button type="button" onClick={onDone}>
          {t('twoFactor.saved')}
        </Button>
      </div>
    </Card>
  );
}
