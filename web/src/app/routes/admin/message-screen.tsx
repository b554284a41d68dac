import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MessageDetail } from '@/features/admin-mail/components/message-detail';
import { messageFiltersFrom, messageFiltersToSearch } from '@/features/admin-mail/filters';

/**
 * `/admin/inbox/{id}`: one message. The list's view rides along in the address, so that the way back (and the way
 * out once the message is deleted) returns to the same list.
 */
export default function MessageScreen() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const view = `${messageFiltersToSearch(messageFiltersFrom(search))}`;
  const list = view ? `${paths.adminInbox}?${view}` : paths.adminInbox;
  return <MessageDetail key={id} id={id} backLink={list} onDeleted={() => void navigate(list, { replace: true })} />;
}
