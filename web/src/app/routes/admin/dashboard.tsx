import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { adminPaths } from '@/config/admin-paths';
import { TrafficOverview } from '@/features/admin-analytics/components/traffic-overview';
import { OpenIssuesSummary } from '@/features/admin-logs/components/open-issues-summary';
import { ScreenHeader } from './screen-header';

/** `/admin/dashboard`: traffic and errors at a glance, with the way into each. */
export default function Dashboard() {
  const { t } = useTranslation('admin');
  return (
    <>
      <ScreenHeader title={t('dashboard.title')} pageTitle={t('meta.dashboardTitle')} intro={t('dashboard.intro')}>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={adminPaths.analytics}>{t('dashboard.openAnalytics')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={adminPaths.logs}>{t('dashboard.openLogs')}</Link>
          </Button>
        </div>
      </ScreenHeader>
      <div className="grid gap-4">
        <TrafficOverview />
        <OpenIssuesSummary logsPath={adminPaths.logs} />
      </div>
    </>
  );
}
