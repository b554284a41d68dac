import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { AdminHead } from './admin-head';

const detail = (error: unknown) =>
  isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : undefined;

/**
 * One admin screen's error boundary: a screen that throws while rendering, or whose code could not be fetched,
 * shows this panel in its place, and the layout around it (the sidebar) keeps working. Reloading is the way to
 * try again, since the browser does not fetch a module a second time once its import failed. The router and
 * the root report the error to the logger.
 */
export function ScreenError() {
  const { t } = useTranslation('admin');
  const message = detail(useRouteError());
  return (
    <section
      role="alert"
      aria-labelledby="screen-error-title"
      className="grid gap-4 rounded-lg border border-destructive/50 p-6"
    >
      <AdminHead title={t('screenError.title')} />
      <h1 id="screen-error-title" className="text-2xl font-bold">
        {t('screenError.title')}
      </h1>
      <p className="text-muted-foreground">{t('screenError.message')}</p>
      {message && (
        <p className="font-mono text-sm break-words text-muted-foreground" dir="ltr">
          {message}
        </p>
      )}
      <div>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('screenError.reload')}
        </Button>
      </div>
    </section>
  );
}
