import { useTranslation } from 'react-i18next';
import { LogsPage } from '@/features/admin-logs/components/logs-page';
import { ScreenHeader } from './screen-header';

/** `/admin/logs`: the issue stream and each issue's detail. */
export default function Logs() {
  const { t } = useTranslation('admin');
  return (
    <>
      <ScreenHeader title={t('logs.title')} pageTitle={t('meta.logsTitle')} intro={t('logs.intro')} />
      <LogsPage />
    </>
  );
}
