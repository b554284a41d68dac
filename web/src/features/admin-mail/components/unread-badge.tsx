import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '@/lib/use-admin-format';
import { unreadQuery } from '../api/messages';

/**
 * The sidebar's count of unread messages beside "Inbox", read as "3 unread" by a screen reader; nothing while
 * there are none or the count cannot be had (the sidebar is no place for an error).
 */
export function UnreadBadge() {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const { data } = useQuery(unreadQuery());
  if (!data?.unread) return null;
  return (
    <span className="ms-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground tabular-nums">
      <span aria-hidden>{format.count(data.unread)}</span>
      <span className="sr-only">{t('layout.unreadCount', { count: data.unread })}</span>
    </span>
  );
}
