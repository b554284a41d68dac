import { issueStatuses, logLevels, logSources, type IssueStatus, type LogLevel } from '@portfolio/contracts';
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
  const { t } = useTranslation('admin-logs');
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
  const select = (
    name: keyof IssueFilters,
    label: string,
    anyLabel: string,
    values: readonly string[],
    labelOf: (value: string) => string,
  ) =>
    field(
      name,
      label,
      <select id={`${id}-${name}`} name={name} defaultValue={filters[name] ?? ''} className={fieldClass}>
        <option value="">{anyLabel}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {labelOf(value)}
          </option>
        ))}
      </select>,
    );

  return (
    <form
      // A new key when the filters change from outside (reset, back button) refills the fields.
      key={JSON.stringify(filters)}
      role="search"
      aria-label={t('logs.filters')}
      onSubmit={submit}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_repeat(2,minmax(0,1.4fr))_auto]"
    >
      {select('level', t('logs.level'), t('logs.any'), logLevels, (level) => t(`logs.${level as LogLevel}`))}
      {select('status', t('logs.status'), t('logs.any'), issueStatuses, (status) => t(`logs.${status as IssueStatus}`))}
      {/* Sources are names (the browser, our services), shown as the issues show them. */}
      {select('source', t('logs.source'), t('logs.any'), logSources, (source) => source)}
      {select('since', t('logs.since'), t('logs.anyTime'), Object.keys(sinceWindows), (since) =>
        t(`logs.${sinceLabels[since as Since]}`),
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
