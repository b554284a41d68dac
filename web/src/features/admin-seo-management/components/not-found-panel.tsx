import { useQuery } from '@tanstack/react-query';
import { CornerDownRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/query-fallback';
import { Button } from '@/components/ui/button';
import { useAdminFormat } from '@/lib/use-admin-format';
import { notFoundQuery } from '../api/not-found';
import { lastDays, periodDays, type PeriodDays } from '../not-found-paths';
import { inputClass, Panel } from './field';

/**
 * The addresses visitors asked for most that lead nowhere, over the last 7, 30 or 90 days; each with "create a
 * redirect", which opens the redirects tab with the form prefilled.
 */
export function NotFoundPanel({ onCreateRedirect }: { onCreateRedirect: (path: string) => void }) {
  const { t } = useTranslation('admin-seo-management');
  const format = useAdminFormat();
  const id = useId();
  const [days, setDays] = useState<PeriodDays>(30);
  const query = useQuery(notFoundQuery(lastDays(days, new Date())));
  return (
    <Panel
      id="not-found"
      title={t('notFound.title')}
      intro={t('notFound.intro')}
      actions={
        <div className="grid gap-1">
          <label htmlFor={`${id}-period`} className="text-sm font-medium">
            {t('notFound.period')}
          </label>
          <select
            id={`${id}-period`}
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as PeriodDays)}
            className={inputClass}
          >
            {periodDays.map((count) => (
              <option key={count} value={count}>
                {t('notFound.days', { count })}
              </option>
            ))}
          </select>
        </div>
      }
    >
      {query.data ? (
        query.data.length === 0 ? (
          <p className="text-muted-foreground">{t('notFound.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="text-muted-foreground">
                <tr className="border-b">
                  <th scope="col" className="p-2 text-start font-medium">
                    {t('notFound.path')}
                  </th>
                  <th scope="col" className="p-2 text-end font-medium">
                    {t('notFound.views')}
                  </th>
                  <th scope="col" className="p-2 text-end font-medium">
                    <span className="sr-only">{t('notFound.create')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.map(({ path, count }) => (
                  <tr key={path} className="border-b last:border-0">
                    <th scope="row" className="p-2 text-start font-mono font-normal break-all" dir="ltr">
                      {path}
                    </th>
                    <td className="p-2 text-end tabular-nums">{format.count(count)}</td>
                    <td className="p-2 text-end">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t('notFound.createLabel', { path })}
                        onClick={() => onCreateRedirect(path)}
                      >
                        <CornerDownRight aria-hidden />
                        {t('notFound.create')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : (
        <QueryFallback query={query} />
      )}
    </Panel>
  );
}
