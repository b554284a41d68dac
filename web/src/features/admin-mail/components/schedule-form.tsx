import type { NewsletterSchedule } from '@portfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { newsletterKey, saveSchedule, scheduleQuery } from '../api/newsletter';
import { invalidFields } from '../field-errors';
import { weekdayNames, hourNames, timeZones } from '../schedule-names';
import { Field, inputClass } from './field';
import { FormCard } from './form-card';

/** When the weekly issue goes out: on or off, a weekday, an hour, in a time zone the service knows. */
export function ScheduleForm({ schedule }: { schedule: NewsletterSchedule }) {
  const { t, i18n } = useTranslation('admin-mail');
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(schedule);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const weekdays = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const hours = useMemo(() => hourNames(i18n.language), [i18n.language]);
  const zones = useMemo(() => timeZones(draft.timeZone), [draft.timeZone]);
  const save = useMutation({
    mutationFn: saveSchedule,
    onSuccess: (saved) => {
      queryClient.setQueryData(scheduleQuery().queryKey, saved);
      toast({ title: t('schedule.saved') });
      // The upcoming issue's date follows the schedule.
      return queryClient.invalidateQueries({ queryKey: newsletterKey });
    },
    onError: (error) => {
      // The lists only offer valid days and hours: a refusal names the zone, which this browser may know and the
      // service not. Anything else is said in a notification.
      const fields =
        error instanceof ApiError && error.status === 400 ? invalidFields(error.details) : new Set<string>();
      if (fields.size > 0 && [...fields].every((field) => ['weekday', 'hour', 'timeZone'].includes(field))) {
        setInvalid(fields);
      } else {
        toast({ variant: 'destructive', title: t('common.saveFailed') });
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setInvalid(new Set());
    save.mutate(draft);
  };

  return (
    <FormCard id={id} title={t('schedule.title')} intro={t('schedule.intro')} onSubmit={submit}>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => setDraft((d) => ({ ...d, enabled: event.target.checked }))}
          className="size-4 accent-primary"
        />
        {t('schedule.enabled')}
      </label>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          id={`${id}-weekday`}
          label={t('schedule.weekday')}
          error={invalid.has('weekday') ? t('schedule.invalid') : undefined}
        >
          <select
            value={draft.weekday}
            onChange={(event) => setDraft((d) => ({ ...d, weekday: Number(event.target.value) }))}
            className={inputClass}
          >
            {weekdays.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${id}-hour`}
          label={t('schedule.hour')}
          error={invalid.has('hour') ? t('schedule.invalid') : undefined}
        >
          <select
            value={draft.hour}
            onChange={(event) => setDraft((d) => ({ ...d, hour: Number(event.target.value) }))}
            className={inputClass}
          >
            {hours.map((name, hour) => (
              <option key={name} value={hour}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${id}-zone`}
          label={t('schedule.timeZone')}
          error={invalid.has('timeZone') ? t('schedule.unknownZone') : undefined}
        >
          <select
            value={draft.timeZone}
            onChange={(event) => setDraft((d) => ({ ...d, timeZone: event.target.value }))}
            className={inputClass}
            dir="ltr"
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('schedule.save')}
        </Button>
      </div>
    </FormCard>
  );
}
