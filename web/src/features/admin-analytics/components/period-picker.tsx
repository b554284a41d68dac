import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { presetDays, type Period, type PresetDays } from '../period';

const presetLabels = { 7: 'last7', 30: 'last30', 90: 'last90' } as const;
const fieldClass =
  'h-11 rounded-md border border-border bg-background px-3 outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Presets as toggle buttons, and a custom range applied on submit. */
export function PeriodPicker({
  period,
  preset,
  onPreset,
  onCustom,
}: {
  period: Period;
  preset?: PresetDays;
  onPreset: (days: PresetDays) => void;
  onCustom: (period: Period) => void;
}) {
  const { t } = useTranslation('admin-analytics');
  const id = useId();
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const from = String(data.get('from'));
    const to = String(data.get('to'));
    setInvalid(!from || !to || from > to);
    if (from && to && from <= to) onCustom({ from, to });
  };

  return (
    <div className="flex flex-wrap items-end gap-4" role="group" aria-label={t('analytics.period')}>
      <div className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {presetDays.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={preset === days}
            onClick={() => onPreset(days)}
            className={cn(
              'min-h-11 rounded-md px-3 text-sm font-medium text-muted-foreground hover:text-foreground',
              preset === days && 'bg-background text-foreground shadow',
            )}
          >
            {t(`analytics.${presetLabels[days]}`)}
          </button>
        ))}
      </div>
      <form
        key={`${period.from}/${period.to}`}
        onSubmit={submit}
        className="flex flex-wrap items-end gap-2"
        aria-label={t('analytics.custom')}
        noValidate
      >
        <div className="grid gap-1">
          <label htmlFor={`${id}-from`} className="text-sm font-medium">
            {t('analytics.from')}
          </label>
          <input id={`${id}-from`} name="from" type="date" defaultValue={period.from} className={fieldClass} />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-to`} className="text-sm font-medium">
            {t('analytics.to')}
          </label>
          <input id={`${id}-to`} name="to" type="date" defaultValue={period.to} className={fieldClass} />
        </div>
        <Button type="submit" variant="outline">
          {t('analytics.apply')}
        </Button>
      </form>
      {invalid && (
        <p role="alert" className="basis-full text-sm text-red-700 dark:text-red-400">
          {t('analytics.invalidRange')}
        </p>
      )}
    </div>
  );
}
