import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { aiLimits, aiProviderBody, type AiProviderBody, type AiProviderView } from '@portfolio/contracts';
import { Field, inputClass } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { aiProvidersQuery, saveAiProvider } from '../api/providers';
import { basePresets } from '../base-presets';

const fields = ['name', 'kind', 'baseUrl', 'apiKey'] as const;
type ErrorField = (typeof fields)[number];
/** The top-level fields a refusal names: the server's `body.baseUrl`, the page's own `baseUrl`; `form` for the whole. */
const fieldsOf = (paths: readonly (readonly PropertyKey[])[]) =>
  new Set(paths.map((path) => String((path[0] === 'body' ? path[1] : path[0]) ?? 'form')));

const draftOf = (provider?: AiProviderView): AiProviderBody => ({
  name: provider?.name ?? '',
  kind: provider?.kind ?? 'openai-compatible',
  baseUrl: provider?.baseUrl ?? '',
  apiKey: '',
  clearKey: false,
  allowInsecure: provider ? !/^https:/.test(provider.baseUrl) : false,
});

/**
 * Adds a provider or changes one, in a modal dialog. A preset fills the API and the address; the key is written
 * only: empty keeps the kept one, whose last four characters tell it apart. What the page or the server refuses
 * is shown on its field.
 */
export function ProviderDialog({
  open,
  provider,
  onOpenChange,
}: {
  open: boolean;
  /** The provider changed; none to add one. */
  provider?: AiProviderView;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin-ai');
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(provider));
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const save = useMutation({
    mutationFn: saveAiProvider,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: aiProvidersQuery().queryKey });
      toast({ title: t('dialog.saved') });
      onOpenChange(false);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.details?.length) {
        setInvalid(fieldsOf(error.details.map((detail) => detail.path.split('.'))));
      } else {
        toast({ variant: 'destructive', title: t('dialog.saveFailed') });
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = aiProviderBody.safeParse(draft);
    if (!parsed.success) return setInvalid(fieldsOf(parsed.error.issues.map((issue) => issue.path)));
    setInvalid(new Set());
    save.mutate({ id: provider?.id, body: parsed.data });
  };
  const set = <K extends keyof AiProviderBody>(key: K, value: AiProviderBody[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const error = (field: ErrorField) => (invalid.has(field) ? t(`dialog.errors.${field}`) : undefined);
  const preset = basePresets.find((p) => p.baseUrl === draft.baseUrl && p.kind === draft.kind);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border bg-background p-6 shadow-xl">
          <DialogPrimitive.Title className="text-lg font-semibold">
            {provider ? t('dialog.editTitle') : t('dialog.addTitle')}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-1 text-sm text-muted-foreground">
            {t('dialog.intro')}
          </DialogPrimitive.Description>
          <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
            {[...invalid].some((field) => !(fields as readonly string[]).includes(field)) && (
              <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
                {t('dialog.errors.form')}
              </p>
            )}
            <Field id={`${id}-preset`} label={t('dialog.preset')}>
              <select
                value={preset?.name ?? ''}
                onChange={(event) => {
                  const chosen = basePresets.find((p) => p.name === event.target.value);
                  if (chosen) {
                    setDraft((d) => ({
                      ...d,
                      kind: chosen.kind,
                      baseUrl: chosen.baseUrl,
                      name: d.name || chosen.name,
                      allowInsecure: false,
                    }));
                  }
                }}
                className={inputClass}
              >
                <option value="">{t('dialog.presetCustom')}</option>
                {basePresets.map((p) => (
                  <option key={p.name} value={p.name}>
                    {p.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={`${id}-name`} label={t('dialog.name')} error={error('name')}>
              <input
                value={draft.name}
                maxLength={aiLimits.nameLength}
                autoComplete="off"
                onChange={(event) => set('name', event.target.value)}
                className={inputClass}
              />
            </Field>
            <Field id={`${id}-kind`} label={t('dialog.kind')} error={error('kind')}>
              <select
                value={draft.kind}
                onChange={(event) => set('kind', event.target.value as AiProviderBody['kind'])}
                className={inputClass}
              >
                <option value="openai-compatible">{t('kinds.openai-compatible')}</option>
                <option value="anthropic">{t('kinds.anthropic')}</option>
              </select>
            </Field>
            <Field
              id={`${id}-base`}
              label={t('dialog.baseUrl')}
              hint={t('dialog.baseUrlHint')}
              error={error('baseUrl')}
            >
              <input
                type="url"
                dir="ltr"
                value={draft.baseUrl}
                maxLength={aiLimits.baseUrlLength}
                autoComplete="off"
                onChange={(event) => set('baseUrl', event.target.value)}
                className={inputClass}
              />
            </Field>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                checked={draft.allowInsecure ?? false}
                onChange={(event) => set('allowInsecure', event.target.checked)}
                className="size-4 accent-primary"
              />
              {t('dialog.allowInsecure')}
            </label>
            <Field
              id={`${id}-key`}
              label={t('dialog.apiKey')}
              hint={provider?.keySet ? t('dialog.apiKeyKept', { hint: provider.keyHint }) : t('dialog.apiKeyNone')}
              error={error('apiKey')}
            >
              <input
                type="password"
                dir="ltr"
                autoComplete="new-password"
                value={draft.apiKey}
                maxLength={aiLimits.keyLength}
                disabled={draft.clearKey}
                onChange={(event) => set('apiKey', event.target.value)}
                className={inputClass}
              />
            </Field>
            {provider?.keySet && (
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  checked={draft.clearKey ?? false}
                  onChange={(event) => setDraft((d) => ({ ...d, clearKey: event.target.checked, apiKey: '' }))}
                  className="size-4 accent-primary"
                />
                {t('dialog.clearKey')}
              </label>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <DialogPrimitive.Close asChild>
                <Button type="button" variant="outline">
                  {t('dialog.cancel')}
                </Button>
              </DialogPrimitive.Close>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t('dialog.saving') : t('dialog.save')}
              </Button>
            </div>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
