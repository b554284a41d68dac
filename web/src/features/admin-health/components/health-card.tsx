import { useQuery } from '@tanstack/react-query';
import type { HealthReport, ServiceName, ServiceState } from '@portfolio/contracts';
import { CircleAlert, CircleCheck, CircleX, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryFallback } from '@/components/query-fallback';
import { cn } from '@/lib/cn';
import { useAdminFormat } from '@/lib/use-admin-format';
import { healthQuery } from '../api/health';
import { reasonText } from '../reason-text';
import { useSizeFormat } from '../use-size-format';

/** Each state with its icon and colour, always beside its word: the state never rests on colour alone. */
const looks: Record<ServiceState, { Icon: LucideIcon; className: string }> = {
  ready: { Icon: CircleCheck, className: 'text-emerald-700 dark:text-emerald-400' },
  degraded: { Icon: CircleAlert, className: 'text-amber-700 dark:text-amber-400' },
  down: { Icon: CircleX, className: 'text-red-700 dark:text-red-400' },
};

/**
 * The dashboard's health card: each service's state (with why, when it is not ready), its spool backlog and
 * failed background jobs, a link to its issues in the logs; the data disk's free space and the last backup.
 */
export function HealthCard({ logsLinkOf }: { logsLinkOf: (service: ServiceName) => string }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const query = useQuery(healthQuery());
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-lg border bg-card p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('health.title')}
      </h2>
      {query.data ? <HealthDetails report={query.data} logsLinkOf={logsLinkOf} /> : <QueryFallback query={query} />}
    </section>
  );
}

function HealthDetails({ report, logsLinkOf }: { report: HealthReport; logsLinkOf: (service: ServiceName) => string }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const size = useSizeFormat();
  const { disk, lastBackup } = report;
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <dt className="text-sm text-muted-foreground">{t('health.freeDisk')}</dt>
          <dd className={cn('font-medium', disk?.low && looks.degraded.className)}>
            {disk
              ? t('health.diskFree', { size: size(disk.freeBytes), percent: format.percent(disk.freePercent) })
              : t('health.unknown')}
            {disk?.low && <span className="ms-2">({t('health.diskLow')})</span>}
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm text-muted-foreground">{t('health.lastBackup')}</dt>
          <dd className={cn('font-medium', !lastBackup && looks.degraded.className)}>
            {lastBackup ? <time dateTime={lastBackup.at}>{format.moment(lastBackup.at)}</time> : t('health.noBackup')}
          </dd>
        </div>
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('health.servicesCaption')}</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('health.service')}
              </th>
              <th scope="col" className="py-2 pe-3 text-start font-medium">
                {t('health.state')}
              </th>
              <th scope="col" className="py-2 pe-3 text-end font-medium">
                {t('health.spoolBacklog')}
              </th>
              <th scope="col" className="py-2 pe-3 text-end font-medium">
                {t('health.failedJobs')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('health.logs')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.services.map((line) => {
              const { Icon, className } = looks[line.state];
              return (
                <tr key={line.service} className="border-t align-top">
                  <th scope="row" className="py-2 pe-3 text-start font-medium" dir="ltr">
                    {line.service}
                  </th>
                  <td className="py-2 pe-3">
                    <span className={cn('inline-flex items-center gap-1.5 font-medium', className)}>
                      <Icon aria-hidden="true" className="size-4 shrink-0" />
                      {t(`health.states.${line.state}`)}
                    </span>
                    {line.reasons.length > 0 && (
                      <ul className="mt-1 list-disc ps-5 text-muted-foreground">
                        {line.reasons.map((reason, index) => (
                          <li key={index}>{reasonText(t, reason, size)}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className="py-2 pe-3 text-end tabular-nums">
                    {line.spool ? size(line.spool.pendingBytes) : t('health.none')}
                  </td>
                  <td className="py-2 pe-3 text-end tabular-nums">
                    {line.jobs ? format.count(line.jobs.failed) : t('health.none')}
                  </td>
                  <td className="py-2 text-end">
                    <Link
                      to={logsLinkOf(line.service)}
                      className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {t('health.openServiceLogs', { service: line.service })}
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">
        {t('health.checkedAt', { time: format.moment(report.checkedAt) })}
      </p>
    </>
  );
}
