import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/query-fallback';
import { useAdminFormat } from '@/lib/use-admin-format';
import { aiUsageQuery } from '../api/usage';
import { useFailureText } from '@/components/ai-tasks/failure-text';

export interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/**
 * The month's estimated spending against the budget (a bar, and the figures in words), and the log of calls:
 * task, provider and model, tokens, cost, duration and the failure's reason, paged.
 */
export function UsagePanel({ Pager }: { Pager: ComponentType<PagerProps> }) {
  const { t, i18n } = useTranslation('admin-ai');
  const format = useAdminFormat();
  const failureText = useFailureText();
  const id = useId();
  const [page, setPage] = useState(1);
  const query = useQuery(aiUsageQuery(page));
  const usd = new Intl.NumberFormat(i18n.resolvedLanguage, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 4,
  });
  const usage = query.data;

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border bg-card p-4">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t('usage.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('usage.intro')}</p>
      </div>
      {!usage ? (
        <QueryFallback query={query} />
      ) : (
        <>
          <div className="grid gap-2">
            <h3 id={`${id}-month`} className="font-medium">
              {t('usage.month')}
            </h3>
            <p>
              {usage.month.budgetUsd > 0
                ? t('usage.spent', {
                    spent: usd.format(usage.month.spentUsd),
                    budget: usd.format(usage.month.budgetUsd),
                  })
                : t('usage.spentNoBudget', { spent: usd.format(usage.month.spentUsd) })}
            </p>
            {usage.month.budgetUsd > 0 && (
              <div
                role="meter"
                aria-labelledby={`${id}-month`}
                aria-valuemin={0}
                aria-valuemax={usage.month.budgetUsd}
                aria-valuenow={Math.min(usage.month.spentUsd, usage.month.budgetUsd)}
                aria-valuetext={usd.format(usage.month.spentUsd)}
                className="h-3 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className="h-full bg-primary"
                  style={{ width: `${Math.min(100, (usage.month.spentUsd / usage.month.budgetUsd) * 100)}%` }}
                />
              </div>
            )}
            <p className="text-sm text-muted-foreground">
              {t('usage.requests', {
                count: format.count(usage.month.requests),
                failures: format.count(usage.month.failures),
              })}
            </p>
          </div>
          {usage.entries.length === 0 ? (
            <p className="text-muted-foreground">{t('usage.empty')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">{t('usage.caption')}</caption>
                <thead>
                  <tr className="border-b text-start">
                    {(['at', 'task', 'provider', 'tokens', 'cost', 'duration', 'result'] as const).map((column) => (
                      <th key={column} scope="col" className="p-2 text-start font-medium">
                        {t(`usage.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {usage.entries.map((entry) => (
                    <tr key={entry.id} className="border-b align-top">
                      <td className="p-2 whitespace-nowrap">{format.moment(entry.at)}</td>
                      <td className="p-2">{t(`tasks.${entry.task}`)}</td>
                      <td className="p-2">
                        {entry.providerName}{' '}
                        <span dir="ltr" className="font-mono text-xs">
                          {entry.model}
                        </span>
                      </td>
                      <td className="p-2 tabular-nums whitespace-nowrap">
                        {format.count(entry.inputTokens)} / {format.count(entry.outputTokens)}
                      </td>
                      <td className="p-2 tabular-nums">{usd.format(entry.costUsd)}</td>
                      <td className="p-2 tabular-nums whitespace-nowrap">
                        {t('usage.milliseconds', { value: format.count(Math.round(entry.durationMs)) })}
                      </td>
                      <td className="p-2">{entry.failure ? failureText(entry.failure) : t('usage.ok')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={usage.page} pageCount={Math.ceil(usage.total / usage.pageSize)} onPage={setPage} />
        </>
      )}
    </section>
  );
}
