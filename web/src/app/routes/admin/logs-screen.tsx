import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ScreenHeader } from './screen-header';

/** `/admin/logs` and below: the log viewer's heading, above the issue stream or one issue. */
export default function LogsScreen() {
  const { t } = useTranslation('admin-logs');
  return (
    <>
      <ScreenHeader title={t('logs.title')} pageTitle={t('meta.logsTitle')} intro={t('logs.intro')} />
      <Outlet />
    </>
  );
}
