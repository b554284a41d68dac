import { redirectKinds, redirectLimits, type Redirect } from '@portfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { createRedirect, redirectListQuery, updateRedirect } from '../api/redirects';
import {
  draftErrors,
  draftOf,
  hasErrors,
  inputOf,
  newDraft,
  serverErrors,
  type RedirectDraft,
  type RedirectErrors,
} from '../redirect-draft';
import { Field, inputClass } from './field';

/**
 * A redirect's form, new (its source prefilled from a not-found path, or empty) or an existing one to edit. What the
 * contract refuses is shown on its field before any call; what the server refuses besides (a loop, a chain, a source
 * taken) comes back on its field too.
 */
export function RedirectForm({ editing, source, onDone }: { editing?: Redirect; source?: string; onDone: () => void }) {
  const { t } = useTranslation('admin-seo-management');
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RedirectDraft>(() => (editing ? draftOf(editing) : newDraft(source)));
  const [errors, setErrors] = useState<RedirectErrors>({});
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof inputOf>) =>
      editing ? updateRedirect(editing.id, body) : createRedirect(body),
    onSuccess: async () => {
      toast({ title: t('redirects.saved') });
      onDone();
      // The not-found list and the audit read the redirects too.
      await queryClient.invalidateQueries({ queryKey: redirectListQuery().queryKey.slice(0, 2) });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        setErrors(serverErrors(error.status, error.details));
      } else {
        toast({ variant: 'destructive', title: t('common.actionFailed') });
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = draftErrors(draft);
    setErrors(refused);
    if (!hasErrors(refused)) save.mutate(inputOf(draft));
  };
  const set = <K extends keyof RedirectDraft>(key: K, value: RedirectDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const gone = draft.kind === 'gone';
  /** The two addresses: written left to right in every language, as typed. */
  const addressField = (field: 'source' | 'target', maxLength: number) => (
    <Field
      id={`${id}-${field}`}
      label={t(`redirects.${field}`)}
      hint={t(`redirects.${field}Hint`)}
      error={errors[field] && t(`redirects.errors.${errors[field]}`)}
    >
      <input
        name={field}
        dir="ltr"
        autoComplete="off"
        value={draft[field]}
        maxLength={maxLength}
        onChange={(event) => set(field, event.target.value)}
        className={inputClass}
      />
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-lg border bg-background p-4"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {editing ? t('redirects.editTitle') : t('redirects.addTitle')}
      </h3>
      {errors.form && (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
          {t('redirects.errors.form')}
        </p>
      )}
      {addressField('source', redirectLimits.sourceLength)}
      <fieldset className="grid gap-2" aria-describedby={`${id}-kind-hint`}>
        <legend className="text-sm font-medium">{t('redirects.kind')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {redirectKinds.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={draft.kind === kind}
                onChange={() => set('kind', kind)}
                className="size-4 accent-primary"
              />
              {t(`redirects.kind_${kind}`)}
            </label>
          ))}
        </div>
        <p id={`${id}-kind-hint`} className="text-sm text-muted-foreground">
          {t('redirects.kindHint')}
        </p>
      </fieldset>
      {!gone && (
        <>
          {addressField('target', redirectLimits.targetLength)}
          <div className="grid gap-1">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="allowExternal"
                checked={draft.allowExternal}
                onChange={(event) => set('allowExternal', event.target.checked)}
                aria-describedby={`${id}-external-hint`}
                className="size-4 accent-primary"
              />
              {t('redirects.allowExternal')}
            </label>
            <p id={`${id}-external-hint`} className="text-sm text-muted-foreground">
              {t('redirects.allowExternalHint')}
            </p>
          </div>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('common.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
