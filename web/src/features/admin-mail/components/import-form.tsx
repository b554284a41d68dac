import { mailLimits, type ImportReport, type LanguageCode } from '@portfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useAdminFormat } from '@/lib/use-admin-format';
import { importSubscribers, subscribersKey } from '../api/subscribers';
import { Field, LanguageOptions, inputClass } from './field';
import { FormCard } from './form-card';

type Problem = 'noFile' | 'tooLarge' | 'noConsent';

/**
 * A CSV of addresses that consented (`email`, optionally a name and a language, a header row): the administrator
 * states the consent; "already confirmed" states they confirmed elsewhere, otherwise each gets a confirmation
 * mail. The report says what was added and, row by row, what was not and why.
 */
export function ImportForm() {
  const { t } = useTranslation('admin-mail');
  const format = useAdminFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File>();
  const [consent, setConsent] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [language, setLanguage] = useState<LanguageCode>('en');
  const [problem, setProblem] = useState<Problem>();
  const run = useMutation({
    mutationFn: (csv: File) => importSubscribers(csv, { confirmed: confirmed ? 'true' : 'false', language }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscribersKey }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problem | undefined = !file
      ? 'noFile'
      : file.size > mailLimits.importBytes
        ? 'tooLarge'
        : !consent
          ? 'noConsent'
          : undefined;
    setProblem(found);
    if (!found && file) run.mutate(file);
  };
  const refusal =
    run.error instanceof ApiError && run.error.status === 413
      ? t('import.tooLarge')
      : run.error instanceof ApiError && run.error.status === 400
        ? t('import.unreadable')
        : t('import.failed');

  return (
    <FormCard id={id} title={t('import.title')} intro={t('import.intro')} onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-file`}
          label={t('import.file')}
          hint={t('import.fileHint')}
          error={problem === 'noFile' ? t('import.noFile') : problem === 'tooLarge' ? t('import.tooLarge') : undefined}
        >
          <input
            name="file"
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => setFile(event.target.files?.[0])}
            className="min-h-11 w-full rounded-md border border-border bg-background p-2 text-sm outline-none file:me-3 file:rounded file:border-0 file:bg-muted file:px-3 file:py-1.5 focus-visible:ring-2 focus-visible:ring-ring"
          />
        </Field>
        <Field id={`${id}-language`} label={t('import.language')} hint={t('import.languageHint')}>
          <select
            name="language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as LanguageCode)}
            className={inputClass}
          >
            <LanguageOptions />
          </select>
        </Field>
      </div>
      <div className="grid gap-1">
        <label className="flex items-start gap-3 py-2">
          <input
            type="checkbox"
            checked={consent}
            aria-invalid={problem === 'noConsent' || undefined}
            aria-describedby={problem === 'noConsent' ? `${id}-consent-error` : undefined}
            onChange={(event) => setConsent(event.target.checked)}
            className="mt-1 size-4 shrink-0 accent-primary"
          />
          <span>{t('import.consent')}</span>
        </label>
        {problem === 'noConsent' && (
          <p id={`${id}-consent-error`} className="text-sm font-medium">
            {t('import.noConsent')}
          </p>
        )}
        <label className="flex items-start gap-3 py-2">
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
            className="mt-1 size-4 shrink-0 accent-primary"
          />
          <span>
            {t('import.confirmed')}
            <span className="block text-sm text-muted-foreground">{t('import.confirmedHint')}</span>
          </span>
        </label>
      </div>
      <div>
        <Button type="submit" disabled={run.isPending}>
          {run.isPending ? t('import.importing') : t('import.submit')}
        </Button>
      </div>
      {run.isError && (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
          {refusal}
        </p>
      )}
      {run.data && <ImportReportView report={run.data} format={format.count} />}
    </FormCard>
  );
}

function ImportReportView({ report, format }: { report: ImportReport; format: (value: number) => string }) {
  const { t } = useTranslation('admin-mail');
  const figures = [
    ['rows', report.rows],
    ['added', report.added],
    ['confirmationsSent', report.confirmationsSent],
    ['skipped', report.skipped],
  ] as const;
  return (
    <section role="status" aria-labelledby="import-report-title" className="grid gap-3 rounded-md border p-3">
      <h3 id="import-report-title" className="font-semibold">
        {t('import.report')}
      </h3>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt className="text-muted-foreground">{t(`import.${key}`)}</dt>
            <dd className="text-xl font-semibold tabular-nums">{format(value)}</dd>
          </div>
        ))}
      </dl>
      {report.problems.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="text-start font-medium">{t('import.problems')}</caption>
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="p-2 text-start font-medium">
                  {t('import.row')}
                </th>
                <th scope="col" className="p-2 text-start font-medium">
                  {t('import.email')}
                </th>
                <th scope="col" className="p-2 text-start font-medium">
                  {t('import.problem')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.problems.map((row) => (
                <tr key={`${row.row}-${row.problem}`} className="border-t">
                  <td className="p-2 tabular-nums">{format(row.row)}</td>
                  <td className="p-2 break-all" dir="ltr">
                    {row.email}
                  </td>
                  <td className="p-2">{t(`problem.${row.problem}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.problems.length < report.skipped && (
            <p className="mt-2 text-sm text-muted-foreground">
              {t('import.moreProblems', { count: report.problems.length })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
