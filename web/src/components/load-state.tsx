import { Button } from '@/components/ui/button';

/**
 * What a screen part shows while its data is on its way, or when it could not be had: a status line, or an
 * alert with a way to try again. Texts come from the caller (the admin namespace).
 */
export function LoadState({
  failed,
  loadingText,
  failedText,
  retryText,
  onRetry,
}: {
  failed: boolean;
  loadingText: string;
  failedText: string;
  retryText: string;
  onRetry: () => void;
}) {
  if (!failed) {
    return (
      <p role="status" className="py-8 text-center text-muted-foreground">
        {loadingText}
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/50 p-4">
      <p>{failedText}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {retryText}
      </Button>
    </div>
  );
}
