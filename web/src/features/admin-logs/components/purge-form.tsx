import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { useAdminFormat } from '@/lib/use-admin-format';
import { purgeLogs } from '../api/purge-logs';
import { fieldClass } from './issue-filters';

/** Removes what is older than N days, after a confirmation that says how many days. */
export function PurgeForm() {
  const { t } = useTranslation('admin-logs');
  const format = useAdminFormat();
  const queryClient = useQueryClient();
  const id = useId();
  const [days, setDays] = useState(30);
  const purge = useMutation({
    mutationFn: purgeLogs,
    onSuccess: (removed) => {
      toast({
        title: t('logs.purged', {
          issues: format.count(removed.issues),
          occurrences: format.count(removed.occurrences),
        }),
      });
      return queryClient.invalidateQueries({ queryKey: ['admin', 'logs'] });
    },
    onError: () => toast({ variant: 'destructive', title: t('logs.actionFailed') }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (window.confirm(t('logs.confirmPurge', { days: format.count(days) }))) purge.mutate(days);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border bg-card p-4">
      <h2 id={`${id}-title`} className="font-semibold">
        {t('logs.purgeTitle')}
      </h2>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-days`} className="text-sm font-medium">
            {t('logs.purgeDays')}
          </label>
          <input
            id={`${id}-days`}
            type="number"
            min={0}
            max={3650}
            step={1}
            required
            value={days}
            onChange={(event) => setDays(Math.min(3650, Math.max(0, Math.trunc(event.target.valueAsNumber || 0))))}
            className={`${fieldClass} w-32`}
          />
        </div>
        <Button type="submit" variant="destructive" disabled={purge.isPending}>
          {t('logs.purge')}
        </Button>
      </form>
    </section>
  );
}
