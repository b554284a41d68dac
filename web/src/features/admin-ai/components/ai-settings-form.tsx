import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { aiTaskKinds, type AiProviderView } from '@portfolio/contracts';
import { Field, inputClass } from '@/components/form-field';
import { SettingsForm } from '@/components/settings-form';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useAdminFormat } from '@/lib/use-admin-format';
import { aiSettingsQuery, saveAiSettings } from '@/components/ai-tasks/api/ai-settings';
import { draftOf, fieldOf, settingsOf, type SettingsDraft } from '../settings-draft';
import { TaskRouteFields } from './task-route-fields';

type NumberField = Exclude<keyof SettingsDraft, 'routes'>;
/** The error text of each number field, by the name the contract gives it. */
const errorKey: Record<NumberField, 'price' | 'budget' | 'requestsPerMinute' | 'timeout'> = {
  inputPerMillion: 'price',
  outputPerMillion: 'price',
  monthlyBudgetUsd: 'budget',
  requestsPerMinute: 'requestsPerMinute',
  timeoutSeconds: 'timeout',
};
const contractName = (field: NumberField) => (field === 'timeoutSeconds' ? 'timeoutMs' : field);

/** Which provider and model serve each task, the prices and the limits, saved as a whole. */
export function AiSettingsForm({
  view,
  providers,
}: {
  view: { settings: Parameters<typeof draftOf>[0]; updatedAt: string | null };
  providers: AiProviderView[];
}) {
  const { t } = useTranslation('admin-ai');
  const format = useAdminFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(view.settings));
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const save = useMutation({
    mutationFn: saveAiSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(aiSettingsQuery().queryKey, saved);
      toast({ title: t('settings.saved') });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.details?.length) {
        setInvalid(new Set(error.details.map((d) => fieldOf(d.path.split('.').slice(1)))));
      } else {
        toast({ variant: 'destructive', title: t('settings.saveFailed') });
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = settingsOf(draft);
    if ('invalid' in checked) return setInvalid(checked.invalid);
    setInvalid(new Set());
    save.mutate(checked.settings);
  };
  const number = (field: NumberField, label: string, hint?: string) => (
    <Field
      id={`${id}-${field}`}
      label={label}
      hint={hint}
      error={invalid.has(contractName(field)) ? t(`settings.errors.${errorKey[field]}`) : undefined}
    >
      <input
        inputMode="decimal"
        dir="ltr"
        value={draft[field]}
        maxLength={12}
        onChange={(event) => setDraft((d) => ({ ...d, [field]: event.target.value }))}
        className={inputClass}
      />
    </Field>
  );
  const known = new Set([...aiTaskKinds.map((task) => `routes.${task}`), ...Object.keys(errorKey), 'timeoutMs']);

  return (
    <SettingsForm
      id={id}
      title={t('settings.title')}
      intro={t('settings.intro')}
      saved={
        view.updatedAt ? t('settings.lastSaved', { date: format.moment(view.updatedAt) }) : t('settings.neverSaved')
      }
      formError={[...invalid].some((field) => !known.has(field)) ? t('settings.errors.form') : undefined}
      pending={save.isPending}
      labels={{ save: t('settings.save'), saving: t('settings.saving') }}
      onSubmit={submit}
    >
      <div className="grid gap-4">
        {aiTaskKinds.map((task) => (
          <TaskRouteFields
            key={task}
            task={task}
            route={draft.routes[task]}
            providers={providers}
            error={invalid.has(`routes.${task}`) ? t('settings.errors.route') : undefined}
            onChange={(route) => setDraft((d) => ({ ...d, routes: { ...d.routes, [task]: route } }))}
          />
        ))}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t('settings.prices')}</legend>
        {number('inputPerMillion', t('settings.inputPrice'))}
        {number('outputPerMillion', t('settings.outputPrice'))}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold">{t('settings.limits')}</legend>
        {number('monthlyBudgetUsd', t('settings.budget'), t('settings.budgetHint'))}
        {number('requestsPerMinute', t('settings.requestsPerMinute'))}
        {number('timeoutSeconds', t('settings.timeout'))}
      </fieldset>
    </SettingsForm>
  );
}
