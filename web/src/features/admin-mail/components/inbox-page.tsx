import { useQuery } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAdminFormat } from '@/lib/use-admin-format';
import { messagesQuery } from '../api/messages';
import { messageFiltersFrom, messageFiltersToSearch, messageListQuery, type MessageFilters } from '../filters';
import { SearchInput } from './field';
import { PagedResults } from './paged-results';

/**
 * The contact messages, newest first: the inbox or the archive, unread only, a search. The view is kept in the
 * address, so the back button and a reload show the same list; a message opens at its own address, the view riding
 * along so that the way back returns to it.
 */
export function InboxPage({ messagePath }: { messagePath: (id: string) => string }) {
  const { t } = useTranslation('admin-mail');
  const format = useAdminFormat();
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const filters = messageFiltersFrom(search);
  const query = useQuery(messagesQuery(messageListQuery(filters)));
  const apply = (next: MessageFilters) => setSearch(messageFiltersToSearch(next));
  const view = `${messageFiltersToSearch(filters)}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    apply({ ...filters, q, page: 1 });
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-4 rounded-lg border bg-card p-4">
        <div role="group" aria-label={t('inbox.box')} className="flex gap-1 rounded-lg bg-muted p-1">
          {(['inbox', 'archived'] as const).map((box) => (
            <Button
              key={box}
              type="button"
              variant={filters.box === box ? 'outline' : 'ghost'}
              aria-pressed={filters.box === box}
              onClick={() => apply({ ...filters, box, page: 1 })}
            >
              {t(`inbox.${box}`)}
            </Button>
          ))}
        </div>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            checked={filters.unread}
            onChange={(event) => apply({ ...filters, unread: event.target.checked, page: 1 })}
            className="size-4 accent-primary"
          />
          {t('inbox.unreadOnly')}
        </label>
        <form
          key={filters.q}
          role="search"
          aria-label={t('inbox.searchLabel')}
          onSubmit={submit}
          className="flex min-w-64 flex-1 items-end gap-2"
        >
          <div className="grid flex-1 gap-1.5">
            <label htmlFor={`${id}-q`} className="text-sm font-medium">
              {t('inbox.search')}
            </label>
            <SearchInput id={`${id}-q`} defaultValue={filters.q} />
          </div>
          <Button type="submit" variant="outline">
            {t('inbox.searchSubmit')}
          </Button>
        </form>
      </div>
      <PagedResults
        query={query}
        empty={filters.q || filters.unread ? t('inbox.noMatch') : t(`inbox.empty_${filters.box}`)}
        found={(count) => t('inbox.found', { count })}
        onPage={(page) => apply({ ...filters, page })}
      >
        {(messages) => (
          <ul aria-label={t(`inbox.${filters.box}`)} className="divide-y rounded-lg border">
            {messages.map((message) => (
              <li key={message.id} className={cn('grid gap-1 p-4', !message.read && 'bg-accent/40')}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <Link
                    to={view ? `${messagePath(message.id)}?${view}` : messagePath(message.id)}
                    className={cn(
                      'break-words text-primary underline-offset-4 hover:underline',
                      !message.read && 'font-semibold',
                    )}
                    dir="auto"
                  >
                    {message.subject}
                  </Link>
                  <span className="text-sm whitespace-nowrap text-muted-foreground">
                    {format.moment(message.receivedAt)}
                  </span>
                </div>
                <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
                  {!message.read && <span className="font-semibold text-foreground">{t('inbox.unread')}</span>}
                  <span dir="auto">{message.name}</span>
                  <span dir="ltr">{message.email}</span>
                  {message.repliedAt && <span>{t('inbox.replied')}</span>}
                </p>
                <p className="line-clamp-2 text-sm break-words" dir="auto">
                  {message.message}
                </p>
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </div>
  );
}
