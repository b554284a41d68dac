import { Button } from '@/components/ui/button';
import { fixedTexts } from '@/config/fixed-texts';

/**
 * The global error screen (spec §2, §8): the error's message, or the fallback saying a log was sent. "Revenir en
 * arrière" resets and retries; "Recharger la page" reloads.
 */
export function GlobalErrorScreen({ error, onReset }: { error: unknown; onReset: () => void }) {
  const message = error instanceof Error && error.message ? error.message : fixedTexts.globalErrorFallback;
  return (
    <div role="alert" className="mx-auto grid min-h-[60vh] max-w-2xl place-content-center gap-6 px-4 py-16 text-center">
      <h1 lang={fixedTexts.language} className="text-3xl font-bold">
        {fixedTexts.globalErrorTitle}
      </h1>
      <p className="text-muted-foreground">{message}</p>
      <div lang={fixedTexts.language} className="flex flex-wrap justify-center gap-3">
        <Button onClick={onReset}>{fixedTexts.globalErrorRetry}</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {fixedTexts.globalErrorReload}
        </Button>
      </div>
    </div>
  );
}
