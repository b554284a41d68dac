import type { ServiceName } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { TrafficOverview } from '@/features/admin-analytics/components/traffic-overview';
import { HealthCard } from '@/features/admin-health/components/health-card';
import { OpenIssuesSummary } from '@/features/admin-logs/components/open-issues-summary';
import { filtersToSearch } from '@/features/admin-logs/filters';
import { UnreadMessagesCard } from '@/features/admin-mail/components/unread-messages-card';
import { ScreenHeader } from './screen-header';

/** The logs screen filtered on one service's issues: where the health card sends the administrator. */
const serviceLogs = (service: ServiceName) => `${paths.adminLogs}?${filtersToSearch({ source: service })}`;

/** `/admin/dashboard`: traffic, errors, unread messages and the services' health at a glance, with the way into each. */
export default function Dashboard() {
  const { t } = useTranslation('admin');
  return (
    <>
      <ScreenHeader title={t('dashboard.title')} pageTitle={t('meta.dashboardTitle')} intro={t('dashboard.intro')}>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.adminAnalytics}>{t('dashboard.openAnalytics')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.adminLogs}>{t('dashboard.openLogs')}</Link>
          </Button>
        </div>
      </ScreenHeader>
      <div className="grid gap-4">
        <TrafficOverview />
        <div className="grid gap-4 sm:grid-cols-2">
          <OpenIssuesSummary logsPath={paths.adminLogs} />
          <UnreadMessagesCard inboxPath={paths.adminInbox} />
        </div>
        <HealthCard logsLinkOf={serviceLogs} />
      </div>
    </>
  );
}
