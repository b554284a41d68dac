import { issueStatuses, logLevels } from '@portfolio/contracts';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { filtersFromSearch, sinceWindows, type IssueFilters, type Since } from '../filters';

export const fieldClass =
  'h-11 w-full rounded-md border border-border bg-background px-3 outline-none focus-visible:ring-2 focus-visible:ring-ring';

const sinceLabels: Record<Since, 'lastHour' | 'lastDay' | 'lastWeek' | 'lastMonth'> = {
  hour: 'lastHour',
  day: 'lastDay',
  week: 'lastWeek',
  month: 'lastMonth',
};

/** The list's filters as a form: applied on submit, so typing in the search box does not send a call per key. */
export function IssueFiltersForm({
  filters,
  onApply,
}: {
  filters: IssueFilters;
  onApply: (filters: IssueFilters) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(filtersFromSearch(new URLSearchParams([...data].map(([k, v]) => [k, String(v)]))));
  };
  const field = (name: string, label: string, control: ReactNode) => (
    <div className="grid gap-1.5">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      {control}
    </div>
  );

  return (
    <form
      // A new key when the filters change from outside (reset, back button) refills the fields.
      key={JSON.stringify(filters)}
      role="search"
      aria-label={t('logs.filters')}
      onSubmit={submit}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_repeat(2,minmax(0,1.4fr))_auto]"
    >
      {field(
        'level',
        t('logs.level'),
        <select id={`${id}-level`} name="level" defaultValue={filters.level ?? ''} className={fieldClass}>
          <option value="">{t('logs.any')}</option>
          {logLevels.map((level) => (
            <option key={level} value={level}>
              {t(`logs.${level}`)}
            </option>
          ))}
        </select>,
      )}
      {field(
        'status',
        t('logs.status'),
        <select id={`${id}-status`} name="status" defaultValue={filters.status ?? ''} className={fieldClass}>
          <option value="">{t('logs.any')}</option>
          {issueStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`logs.${status}`)}
            </option>
          ))}
        </select>,
      )}
      {field(
        'since',
        t('logs.since'),
        <select id={`${id}-since`} name="since" defaultValue={filters.since ?? ''} className={fieldClass}>
          <option value="">{t('logs.anyTime')}</option>
          {(Object.keys(sinceWindows) as Since[]).map((since) => (
            <option key={since} value={since}>
              {t(`logs.${sinceLabels[since]}`)}
            </option>
          ))}
        </select>,
      )}
      {field(
        'q',
        t('logs.search'),
        <input id={`${id}-q`} name="q" type="search" maxLength={200} defaultValue={filters.q} className={fieldClass} />,
      )}
      {field(
        'path',
        t('logs.path'),
        <input
          id={`${id}-path`}
          name="path"
          maxLength={2000}
          defaultValue={filters.path}
          dir="ltr"
          placeholder="/"
          className={fieldClass}
        />,
      )}
      <div className="flex items-end gap-2">
        <Button type="submit">{t('logs.applyFilters')}</Button>
        <Button type="button" variant="ghost" onClick={() => onApply({})}>
          {t('logs.resetFilters')}
        </Button>
      </div>
    </form>
  );
}
