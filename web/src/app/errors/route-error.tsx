import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useNavigate, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { fixedTexts } from '@/config/fixed-texts';
import { paths } from '@/config/paths';
import { useFirstPageShown } from '../first-page';

/** Spec §8: status and status text for a route response, else the error's message, else the fixed fallback. */
function routeErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return fixedTexts.routeErrorUnknown;
}

/** The route-error screen "Oups !" (spec §2), inside the layout; the router reports the error to the logger. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { t } = useTranslation();
  useFirstPageShown();
  return (
    <div role="alert" className="mx-auto grid min-h-[60vh] max-w-2xl place-content-center gap-6 px-4 py-16 text-center">
      <h1 lang={fixedTexts.language} className="text-3xl font-bold">
        {fixedTexts.routeErrorTitle}
      </h1>
      <p className="text-muted-foreground">{routeErrorMessage(error)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => void navigate(-1)}>{t('errors.back')}</Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>{t('errors.home')}</Link>
        </Button>
      </div>
    </div>
  );
}
