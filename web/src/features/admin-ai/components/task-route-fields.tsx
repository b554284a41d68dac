import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { aiLimits, type AiProviderView, type AiTaskKind } from '@portfolio/contracts';
import { Field, FieldError, inputClass } from '@/components/form-field';
import type { RouteDraft } from '../settings-draft';

/**
 * One task's provider and model: the model picked from the provider's listed models or typed freely (a list the
 * browser offers while typing), and for speech the voice.
 */
export function TaskRouteFields({
  task,
  route,
  providers,
  error,
  onChange,
}: {
  task: AiTaskKind;
  route: RouteDraft;
  providers: AiProviderView[];
  error?: string;
  onChange: (route: RouteDraft) => void;
}) {
  const { t } = useTranslation('admin-ai');
  const id = useId();
  const models = providers.find((p) => p.id === route.providerId)?.models ?? [];
  return (
    <fieldset className="grid gap-3 rounded-md border p-3 sm:grid-cols-2" aria-invalid={error ? true : undefined}>
      <legend className="px-1 font-medium">{t(`tasks.${task}`)}</legend>
      <Field id={`${id}-provider`} label={t('settings.provider')}>
        <select
          value={route.providerId}
          onChange={(event) => onChange({ ...route, providerId: event.target.value })}
          className={inputClass}
        >
          <option value="">{task === 'speech' ? t('settings.speechLocal') : t('settings.none')}</option>
          {providers.map((provider) => (
            <option key={provider.id} value={provider.id}>
              {provider.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-model`} label={t('settings.model')} hint={t('settings.modelHint')}>
        <input
          dir="ltr"
          list={`${id}-models`}
          value={route.model}
          maxLength={aiLimits.modelLength}
          disabled={!route.providerId}
          autoComplete="off"
          onChange={(event) => onChange({ ...route, model: event.target.value })}
          className={inputClass}
        />
      </Field>
      <datalist id={`${id}-models`}>
        {models.map((model) => (
          <option key={model} value={model} />
        ))}
      </datalist>
      {task === 'speech' && (
        <Field id={`${id}-voice`} label={t('settings.voice')}>
          <input
            dir="ltr"
            value={route.voice}
            maxLength={60}
            disabled={!route.providerId}
            autoComplete="off"
            placeholder="alloy"
            onChange={(event) => onChange({ ...route, voice: event.target.value })}
            className={inputClass}
          />
        </Field>
      )}
      {error && (
        <div className="sm:col-span-2">
          <FieldError>{error}</FieldError>
        </div>
      )}
    </fieldset>
  );
}
