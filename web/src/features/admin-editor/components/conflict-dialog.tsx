import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorText } from './field';

interface Props {
  open: boolean;
  busy: boolean;
  failed: boolean;
  onReload: () => void;
  onKeep: () => void;
}

/**
 * Another tab saved the article after this one loaded it: the autosave has stopped, and nothing is written until
 * the administrator chooses between the latest version (theirs) and a copy of their own text as a new draft. It
 * cannot be dismissed: either way is a decision.
 */
export function ConflictDialog({ open, busy, failed, onReload, onKeep }: Props) {
  const { t } = useTranslation('admin-editor');
  return (
    <DialogPrimitive.Root open={open}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          role="alertdialog"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed start-1/2 top-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-xl rtl:translate-x-1/2"
        >
          <DialogPrimitive.Title className="text-lg font-semibold">{t('conflict.title')}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-sm text-muted-foreground">
            {t('conflict.body')}
          </DialogPrimitive.Description>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid content-start gap-1">
              <Button variant="outline" disabled={busy} onClick={onReload}>
                {t('conflict.reload')}
              </Button>
              <p className="text-xs text-muted-foreground">{t('conflict.reloadHint')}</p>
            </div>
            <div className="grid content-start gap-1">
              <Button disabled={busy} onClick={onKeep}>
                {t('conflict.keep')}
              </Button>
              <p className="text-xs text-muted-foreground">{t('conflict.keepHint')}</p>
            </div>
          </div>
          {failed && (
            <p role="alert" className={errorText}>
              {t('conflict.keepFailed')}
            </p>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
