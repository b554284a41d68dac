import { paths } from '@/config/paths';
import { InboxPage } from '@/features/admin-mail/components/inbox-page';

/** `/admin/inbox`: the list of contact messages. */
export default function MessagesScreen() {
  return <InboxPage messagePath={paths.adminMessage} />;
}
