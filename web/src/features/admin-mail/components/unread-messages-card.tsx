import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MetricCard } from '@/components/metric-card';
import { QueryFallback } from '@/components/query-fallback';
import { useAdminFormat } from '@/lib/use-admin-format';
import { unreadQuery } from '../api/messages';

/** The dashboard's figure of unread contact messages, linking to the inbox's unread ones. */
export function UnreadMessagesCard({ inboxPath }: { inboxPath: string }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const query = useQuery(unreadQuery());
  if (!query.data) return <QueryFallback query={query} />;
  return (
    <dl className="grid">
      <MetricCard label={t('dashboard.unreadMessages')} value={format.count(query.data.unread)}>
        <Link to={`${inboxPath}?unread=true`} className="text-sm font-medium text-primary">
          {t('dashboard.openInbox')}
        </Link>
      </MetricCard>
    </dl>
  );
}
