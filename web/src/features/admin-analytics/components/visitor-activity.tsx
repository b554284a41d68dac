import type { StatsResponse } from '@portfolio/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '@/lib/use-admin-format';

/** Visit ids are long; their end tells them apart well enough on screen. */
const shortId = (id: string) => (id.length > 10 ? `…${id.slice(-8)}` : id);

/** Administrator-only lists: who is on the site now with their pages, the latest visitors and page views. */
export function VisitorActivity({ stats }: { stats: StatsResponse }) {
  const { t } = useTranslation('admin-analytics');
  const format = useAdminFormat();
  const pages = (views: string[] | string) => (Array.isArray(views) ? views : views.split(',').map((p) => p.trim()));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ActivityTable
        title={t('analytics.realtime')}
        intro={t('analytics.realtimeIntro')}
        empty={t('analytics.noActive')}
        headers={[t('analytics.visit'), t('analytics.landingPage'), t('analytics.pages'), t('analytics.lastSeen')]}
        rows={stats.activeSessions.map((s) => ({
          key: s.sessionId,
          cells: [
            shortId(s.sessionId),
            <span dir="ltr">{s.landingPage}</span>,
            <span dir="ltr">{pages(s.pageViews).join(' → ')}</span>,
            format.moment(s.lastSeen),
          ],
        }))}
      />
      <ActivityTable
        title={t('analytics.recentVisitors')}
        empty={t('analytics.noRecent')}
        headers={[
          t('analytics.visit'),
          t('analytics.browser'),
          t('analytics.platform'),
          t('analytics.country'),
          t('analytics.firstSeen'),
        ]}
        rows={stats.recentVisitors.map((v) => ({
          key: v.sessionId,
          cells: [shortId(v.sessionId), v.browser, v.platform, format.country(v.country), format.moment(v.firstSeen)],
        }))}
      />
      <ActivityTable
        title={t('analytics.recentPageviews')}
        empty={t('analytics.noRecent')}
        headers={[t('analytics.page'), t('analytics.visit'), t('analytics.time')]}
        rows={stats.recentPageviews.map((v, i) => ({
          key: `${v.sessionId}-${v.timestamp}-${i}`,
          cells: [<span dir="ltr">{v.path}</span>, shortId(v.sessionId), format.moment(v.timestamp)],
        }))}
      />
    </div>
  );
}

function ActivityTable({
  title,
  intro,
  empty,
  headers,
  rows,
}: {
  title: string;
  intro?: string;
  empty: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  const id = useId();
  return (
    <div className="rounded-lg border bg-card p-4">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-muted-foreground">{intro}</p>}
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{empty}</p>
      ) : (
        // Focusable so that a keyboard can scroll it (it holds no link or button).
        <div className="mt-3 max-h-80 overflow-auto" tabIndex={0} role="region" aria-labelledby={id}>
          <table className="w-full text-sm">
            <thead className="text-muted-foreground">
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col" className="p-2 text-start font-medium">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t">
                  {row.cells.map((cell, i) => (
                    <td key={i} className="p-2 break-words">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
