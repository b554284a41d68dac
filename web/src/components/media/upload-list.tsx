import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { retryable, type Upload } from './upload-queue';
import { useBytesFormat } from './use-bytes-format';

/**
 * Each file dropped or picked, with its progress bar while it travels and the server's refusal in the reader's
 * language when it fails. The state line of each is a polite live region (not the percentages, which the bar
 * carries), so a screen reader hears "uploaded" or the reason of a refusal.
 */
export function UploadList({
  uploads,
  onRetry,
  onDismiss,
  onClear,
}: {
  uploads: readonly Upload[];
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('admin-media');
  const bytes = useBytesFormat();
  if (uploads.length === 0) return null;
  const finished = uploads.some((upload) => upload.status === 'done' || upload.status === 'failed');

  return (
    <section aria-label={t('upload.list')} className="grid gap-2">
      <ul className="grid gap-2">
        {uploads.map((upload) => (
          <li
            key={upload.key}
            data-upload={upload.status}
            className="grid gap-1.5 rounded-md border bg-card p-3 text-sm"
          >
            <div className="flex items-center gap-2">
              {upload.status === 'done' && <CircleCheck aria-hidden className="size-4 shrink-0 text-green-700" />}
              {upload.status === 'failed' && <CircleAlert aria-hidden className="size-4 shrink-0 text-destructive" />}
              <span className="min-w-0 flex-1 truncate font-medium" dir="auto">
                {upload.name}
              </span>
              <span className="shrink-0 text-muted-foreground tabular-nums">{bytes(upload.bytes)}</span>
              {upload.status !== 'sending' && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  aria-label={t('upload.dismiss', { name: upload.name })}
                  onClick={() => onDismiss(upload.key)}
                >
                  <X aria-hidden />
                </Button>
              )}
            </div>
            {(upload.status === 'sending' || upload.status === 'waiting') && (
              <progress
                className="h-2 w-full accent-primary"
                max={1}
                value={upload.status === 'sending' ? upload.sent : 0}
                aria-label={t('upload.progress', { name: upload.name })}
              />
            )}
            <p aria-live="polite" className={upload.status === 'failed' ? 'text-destructive' : 'text-muted-foreground'}>
              {upload.status === 'failed' && upload.failure
                ? t(`upload.${upload.failure}`)
                : upload.status === 'sending'
                  ? upload.sent < 1
                    ? t('upload.sending')
                    : t('upload.processing')
                  : t(`upload.${upload.status}`)}
            </p>
            {upload.status === 'failed' && retryable(upload.failure) && (
              <div>
                <Button variant="outline" size="sm" onClick={() => onRetry(upload.key)}>
                  {t('upload.retry')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {finished && (
        <div>
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('upload.clear')}
          </Button>
        </div>
      )}
    </section>
  );
}
