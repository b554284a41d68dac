import { singleToast } from '@/config/constants';
import { useToast } from '@/lib/use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

export interface ToasterLabels {
  /** Names the notification region; `{hotkey}` is replaced by Radix with the key that focuses it. */
  region: string;
  close: string;
}

/** Renders the single-toast store with the Radix primitive: 5000 ms, 50 px swipe to dismiss, F8 to focus. */
export function Toaster({ labels }: { labels: ToasterLabels }) {
  const { toasts } = useToast();
  return (
    <ToastProvider duration={singleToast.durationMs} swipeThreshold={singleToast.swipeThresholdPx}>
      {toasts.map(({ id, title, description, variant, ...props }) => (
        <Toast key={id} variant={variant} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose aria-label={labels.close} />
        </Toast>
      ))}
      <ToastViewport hotkey={[...singleToast.hotkey]} label={labels.region} />
    </ToastProvider>
  );
}
