import { useTranslation } from 'react-i18next';
import { AnalyticsPage } from '@/features/admin-analytics/components/analytics-page';
import { ScreenHeader } from './screen-header';

/** `/admin/analytics`. */
export default function Analytics() {
  const { t } = useTranslation('admin-analytics');
  return (
    <>
      <ScreenHeader title={t('analytics.title')} pageTitle={t('meta.analyticsTitle')} intro={t('analytics.intro')} />
      <AnalyticsPage />
    </>
  );
}
