import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '@/lib/use-admin-format';

interface BreakdownRow {
  name: string;
  count: number;
}

const shown = 10;

/**
 * One of Plausible's breakdown cards: the top rows with a bar for each one's share, or a sentence saying there is
 * nothing. `ltr` keeps paths and addresses left to right in right-to-left languages.
 */
export function BreakdownList({
  title,
  rows,
  ltr = false,
  emptyText,
}: {
  title: string;
  rows: readonly BreakdownRow[];
  ltr?: boolean;
  emptyText?: string;
}) {
  const { t } = useTranslation('admin-analytics');
  const format = useAdminFormat();
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <section className="rounded-lg border bg-card p-4" aria-label={title}>
      <h3 className="flex justify-between gap-2 font-semibold">
        {title}
        <span className="text-xs font-normal text-muted-foreground">{t('analytics.count')}</span>
      </h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{emptyText ?? t('analytics.empty')}</p>
      ) : (
        <ol className="mt-3 grid gap-1 text-sm">
          {rows.slice(0, shown).map((row) => (
            <li key={row.name} className="relative flex justify-between gap-3 rounded px-2 py-1">
              <span
                className="absolute inset-y-0 start-0 rounded bg-primary/15"
                style={{ width: `${(row.count / max) * 100}%` }}
                aria-hidden
              />
              <span className="relative min-w-0 truncate" dir={ltr ? 'ltr' : 'auto'} title={row.name}>
                {row.name}
              </span>
              <span className="relative tabular-nums">{format.count(row.count)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
