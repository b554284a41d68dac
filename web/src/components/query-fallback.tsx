import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * What an admin screen part shows until its query has data: a status line while it loads, or an alert with a
 * way to try again once react-query has given up retrying.
 */
export function QueryFallback({ query }: { query: { isError: boolean; refetch: () => unknown } }) {
  const { t } = useTranslation('admin');
  if (!query.isError) {
    return (
      <p role="status" className="py-8 text-center text-muted-foreground">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/50 p-4">
      <p>{t('common.loadFailed')}</p>
      <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
