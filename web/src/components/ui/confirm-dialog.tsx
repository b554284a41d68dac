import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ReactNode, type RefObject } from 'react';
import { Button } from './button';

/**
 * A question that must be answered before something that cannot be taken back (delete, empty, restore): a modal
 * alert dialog on the Radix dialog (focus trapped, Escape cancels, focus returns to what opened it). Cancel comes
 * first, so the key the administrator presses by reflex is the safe one.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
  pending = false,
  fallbackFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  destructive?: boolean;
  pending?: boolean;
  /** Where the focus goes on closing when what opened the dialog is gone (the row that was just deleted). */
  fallbackFocus?: RefObject<HTMLElement | null>;
}) {
  const opener = useRef<Element | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          role="alertdialog"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns the focus to a Dialog.Trigger only, and this dialog is opened from state: the focus
            // goes back to what had it, or to the fallback when that is gone.
            event.preventDefault();
            const back = opener.current instanceof HTMLElement && opener.current.isConnected ? opener.current : null;
            (back ?? fallbackFocus?.current)?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-xl"
        >
          <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-sm break-words text-muted-foreground">
            {description}
          </DialogPrimitive.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogPrimitive.Close asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </DialogPrimitive.Close>
            <Button variant={destructive ? 'destructive' : 'default'} disabled={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
