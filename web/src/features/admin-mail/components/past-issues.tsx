import type { NewsletterIssue } from '@portfolio/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '@/lib/use-admin-format';

const figures = ['recipients', 'sent', 'failed', 'bounced', 'pending', 'unsubscribedSince'] as const;

/**
 * The issues that went out (or were skipped), newest first, each with its report; one still sending shows its
 * progress, which the page asks for again every few seconds.
 */
export function PastIssues({ issues }: { issues: readonly NewsletterIssue[] }) {
  const { t } = useTranslation('admin-mail');
  const format = useAdminFormat();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('past.title')}
      </h2>
      {issues.length === 0 ? (
        <p className="rounded-lg border p-6 text-muted-foreground">{t('past.empty')}</p>
      ) : (
        <ol className="grid gap-3">
          {issues.map((issue) => {
            const { report } = issue;
            const done = report.sent + report.failed + report.bounced;
            return (
              <li key={issue.id} className="grid gap-3 rounded-lg border bg-card p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <h3 className="font-semibold">
                    {t('past.issue', { number: issue.number })} · {t(`issueStatus.${issue.status}`)}
                  </h3>
                  <p className="text-sm text-muted-foreground">
                    {issue.finishedAt
                      ? t('past.finished', { date: format.moment(issue.finishedAt) })
                      : issue.startedAt
                        ? t('past.started', { date: format.moment(issue.startedAt) })
                        : format.moment(issue.scheduledFor)}
                  </p>
                </div>
                {issue.status === 'sending' && (
                  <div className="grid gap-1">
                    <progress
                      value={done}
                      max={Math.max(report.recipients, 1)}
                      aria-label={t('past.progress', {
                        done: format.count(done),
                        total: format.count(report.recipients),
                      })}
                      className="h-2 w-full accent-primary"
                    />
                    <p className="text-sm" aria-live="polite">
                      {t('past.progress', { done: format.count(done), total: format.count(report.recipients) })}
                    </p>
                  </div>
                )}
                {issue.status !== 'skipped' && (
                  <dl className="grid grid-cols-3 gap-3 text-sm sm:grid-cols-6">
                    {figures.map((figure) => (
                      <div key={figure}>
                        <dt className="text-muted-foreground">{t(`report.${figure}`)}</dt>
                        <dd className="text-lg font-semibold tabular-nums">{format.count(report[figure])}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
