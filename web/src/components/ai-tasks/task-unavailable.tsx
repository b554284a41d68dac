import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Where a task's button would be when no provider serves it: says so, and leads to the screen that sets one. */
export function TaskUnavailable() {
  const { t } = useTranslation('admin-ai');
  return (
    <p className="text-sm text-muted-foreground">
      {t('jobs.noProvider')}{' '}
      <Link to={paths.adminAiProviders} className="font-medium text-foreground underline underline-offset-4">
        {t('jobs.setUp')}
      </Link>
    </p>
  );
}
