import type { SiteContentAdmin } from '@portfolio/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/query-fallback';
import { Button } from '@/components/ui/button';
import { languageName } from '@/lib/language-name';
import { toast } from '@/lib/toast-store';
import { useAdminFormat } from '@/lib/use-admin-format';
import { restoreVersion } from '../api/restore-version';
import { versionsQuery } from '../api/versions';

/** The publications, newest first, each restorable into the draft (it goes online only when published again). */
export function HistoryPanel({ onRestored }: { onRestored: (admin: SiteContentAdmin) => void }) {
  const { t, i18n } = useTranslation('admin-content');
  const format = useAdminFormat();
  const query = useQuery(versionsQuery());
  const restore = useMutation({
    mutationFn: restoreVersion,
    onSuccess: (next) => {
      onRestored(next);
      toast({ title: t('history.restored') });
    },
    onError: () => toast({ variant: 'destructive', title: t('history.restoreFailed') }),
  });
  const names = (codes: readonly string[]) =>
    codes.map((code) => languageName(code, i18n.resolvedLanguage ?? i18n.language)).join(', ');

  return (
    <section aria-labelledby="content-history-title" className="grid gap-3 rounded-lg border bg-card p-4">
      <div>
        <h2 id="content-history-title" className="text-xl font-semibold">
          {t('history.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('history.intro')}</p>
      </div>
      {!query.data ? (
        <QueryFallback query={query} />
      ) : query.data.items.length === 0 ? (
        <p className="text-muted-foreground">{t('history.empty')}</p>
      ) : (
        <ol className="grid gap-2">
          {query.data.items.map((version) => {
            const date = format.moment(version.publishedAt);
            return (
              <li key={version.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
                <div>
                  <p className="font-medium">{t('history.version', { date })}</p>
                  <p className="text-sm text-muted-foreground">
                    {t('history.languages', { languages: names(version.langs) })}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={restore.isPending}
                  onClick={() => restore.mutate(version.id)}
                >
                  {t('history.restore')}
                  {/* Which version, for a screen reader that lists the buttons alone. */}
                  <span className="sr-only">: {date}</span>
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
