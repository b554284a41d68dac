import { subscriberStatus, type Subscriber } from '@portfolio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { languageName } from '@/lib/language-name';
import { downloadCsv } from '@/lib/csv';
import { toast } from '@/lib/toast-store';
import { useAdminFormat } from '@/lib/use-admin-format';
import { eraseSubscriber, exportSubscribers, subscribersKey, subscribersQuery } from '../api/subscribers';
import { subscriberListQuery, type SubscriberFilters } from '../filters';
import { exportFileName, subscribersCsv } from '../subscribers-csv';
import { LanguageOptions, SearchInput, inputClass } from './field';
import { ImportForm } from './import-form';
import { PagedResults } from './paged-results';

const columns = ['email', 'firstName', 'status', 'language', 'source', 'createdAt'] as const;

/**
 * The newsletter's subscribers: how many in each status, the list with its filters (kept in the address by the
 * page), the CSV export of everything the filters match, the import, and erasing one subscriber for good.
 */
export function SubscribersPanel({
  filters,
  onFilters,
}: {
  filters: SubscriberFilters;
  onFilters: (filters: SubscriberFilters) => void;
}) {
  const { t, i18n } = useTranslation('admin-mail');
  const format = useAdminFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const query = useQuery(subscribersQuery(subscriberListQuery(filters)));
  const [erasing, setErasing] = useState<Subscriber>();
  const listRef = useRef<HTMLHeadingElement>(null);

  const download = useMutation({
    mutationFn: () =>
      exportSubscribers({ status: filters.status, language: filters.language, q: filters.q || undefined }),
    onSuccess: ({ items }) => downloadCsv(exportFileName(new Date()), subscribersCsv(items)),
    onError: () => toast({ variant: 'destructive', title: t('subscribers.exportFailed') }),
  });
  const erase = useMutation({
    mutationFn: (subscriber: Subscriber) => eraseSubscriber(subscriber.id),
    onSuccess: (_, subscriber) => {
      setErasing(undefined);
      toast({ title: t('subscribers.erased', { email: subscriber.email }) });
      return queryClient.invalidateQueries({ queryKey: subscribersKey });
    },
    onError: () => toast({ variant: 'destructive', title: t('common.actionFailed') }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '') || undefined;
    onFilters({
      status: value('status') as SubscriberFilters['status'],
      language: value('language') as SubscriberFilters['language'],
      q: (value('q') ?? '').trim(),
      page: 1,
    });
  };
  const labelled = (name: string, label: string, control: ReactElement) => (
    <div className="grid gap-1.5">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      {control}
    </div>
  );

  return (
    <div className="grid gap-6">
      {query.data && (
        <section aria-labelledby={`${id}-counts`} className="grid gap-2">
          <h2 id={`${id}-counts`} className="text-xl font-semibold">
            {t('subscribers.counts')}
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {subscriberStatus.options.map((status) => (
              <div key={status} className="rounded-lg border bg-card p-4">
                <dt className="text-sm text-muted-foreground">{t(`status.${status}`)}</dt>
                <dd className="text-2xl font-semibold tabular-nums">{format.count(query.data.counts[status])}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <form
        key={JSON.stringify(filters)}
        role="search"
        aria-label={t('subscribers.filters')}
        onSubmit={submit}
        className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto]"
      >
        {labelled(
          'status',
          t('subscribers.status'),
          <select id={`${id}-status`} name="status" defaultValue={filters.status ?? ''} className={inputClass}>
            <option value="">{t('subscribers.anyStatus')}</option>
            {subscriberStatus.options.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>,
        )}
        {labelled(
          'language',
          t('subscribers.language'),
          <select id={`${id}-language`} name="language" defaultValue={filters.language ?? ''} className={inputClass}>
            <option value="">{t('subscribers.anyLanguage')}</option>
            <LanguageOptions />
          </select>,
        )}
        {labelled('q', t('subscribers.search'), <SearchInput id={`${id}-q`} defaultValue={filters.q} />)}
        <div className="flex items-end gap-2">
          <Button type="submit">{t('common.apply')}</Button>
          <Button type="button" variant="ghost" onClick={() => onFilters({ q: '', page: 1 })}>
            {t('common.reset')}
          </Button>
        </div>
      </form>
      <section aria-labelledby={`${id}-list`} className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-list`} ref={listRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            {t('subscribers.list')}
          </h2>
          <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate()}>
            {download.isPending ? t('subscribers.exporting') : t('subscribers.export')}
          </Button>
        </div>
        <PagedResults
          query={query}
          empty={filters.q || filters.status || filters.language ? t('subscribers.noMatch') : t('subscribers.empty')}
          found={(count) => t('subscribers.found', { count })}
          onPage={(page) => onFilters({ ...filters, page })}
        >
          {(subscribers) => (
            <div className="overflow-x-auto rounded-lg border">
              <table className="w-full min-w-[48rem] text-sm">
                <caption className="sr-only">{t('subscribers.list')}</caption>
                <thead className="bg-muted/50 text-muted-foreground">
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col" className="p-3 text-start font-medium">
                        {t(`subscribers.${column}`)}
                      </th>
                    ))}
                    <th scope="col" className="p-3 text-start font-medium">
                      <span className="sr-only">{t('subscribers.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {subscribers.map((subscriber) => (
                    <tr key={subscriber.id} className="border-t align-top">
                      <td className="p-3 break-all" dir="ltr">
                        {subscriber.email}
                      </td>
                      <td className="p-3" dir="auto">
                        {subscriber.firstName}
                      </td>
                      <td className="p-3">{t(`status.${subscriber.status}`)}</td>
                      <td className="p-3">{languageName(subscriber.language, i18n.language)}</td>
                      <td className="max-w-48 p-3 break-all" dir="ltr">
                        {subscriber.source === 'import' ? t('subscribers.imported') : subscriber.source}
                      </td>
                      <td className="p-3 whitespace-nowrap">{format.moment(subscriber.createdAt)}</td>
                      <td className="p-3">
                        <Button size="sm" variant="outline" onClick={() => setErasing(subscriber)}>
                          {t('subscribers.erase')}
                          <span className="sr-only"> {subscriber.email}</span>
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </PagedResults>
      </section>
      <ImportForm />
      <ConfirmDialog
        open={erasing !== undefined}
        onOpenChange={(open) => {
          if (!open) setErasing(undefined);
        }}
        title={t('subscribers.eraseTitle')}
        description={t('subscribers.eraseText', { email: erasing?.email ?? '' })}
        confirmLabel={erase.isPending ? t('subscribers.erasing') : t('subscribers.eraseConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => erasing && erase.mutate(erasing)}
        destructive
        pending={erase.isPending}
        fallbackFocus={listRef}
      />
    </div>
  );
}
