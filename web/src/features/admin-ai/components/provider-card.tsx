import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiProviderView } from '@portfolio/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast-store';
import { useAdminFormat } from '@/lib/use-admin-format';
import { aiProvidersQuery, removeAiProvider, testAiProvider } from '../api/providers';
import { useFailureText } from '@/components/ai-tasks/failure-text';

/**
 * One provider: its API, address, key hint and models, with "Test connection" (which lists the models with the
 * kept key and says why not in words), "Edit" and "Remove" (after a question).
 */
export function ProviderCard({ provider, onEdit }: { provider: AiProviderView; onEdit: () => void }) {
  const { t } = useTranslation('admin-ai');
  const format = useAdminFormat();
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: aiProvidersQuery().queryKey });
  const test = useMutation({ mutationFn: () => testAiProvider(provider.id), onSettled: refresh });
  const remove = useMutation({
    mutationFn: () => removeAiProvider(provider.id),
    onSuccess: () => {
      setConfirming(false);
      toast({ title: t('providers.removed') });
      void refresh();
    },
    onError: () => toast({ variant: 'destructive', title: t('providers.removeFailed') }),
  });
  const result = test.data;

  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4">
      <section aria-label={provider.name} className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-lg font-semibold">{provider.name}</h3>
          <span className="text-sm text-muted-foreground">{t(`kinds.${provider.kind}`)}</span>
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">{t('providers.address')}</dt>
          <dd dir="ltr" className="truncate text-start font-mono">
            {provider.baseUrl}
          </dd>
          <dt className="font-medium">{t('providers.key')}</dt>
          <dd>{provider.keySet ? t('providers.keyHint', { hint: provider.keyHint }) : t('providers.noKey')}</dd>
          <dt className="font-medium">{t('providers.models')}</dt>
          <dd>
            {provider.modelsFetchedAt
              ? t('providers.modelsCount', {
                  count: format.count(provider.models.length),
                  date: format.moment(provider.modelsFetchedAt),
                })
              : t('providers.modelsNever')}
          </dd>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={test.isPending} onClick={() => test.mutate()}>
            {test.isPending ? t('providers.testing') : t('providers.test')}
          </Button>
          <Button variant="outline" onClick={onEdit} aria-label={t('providers.edit', { name: provider.name })}>
            {t('providers.editButton')}
          </Button>
          <Button
            variant="outline"
            onClick={() => setConfirming(true)}
            aria-label={t('providers.remove', { name: provider.name })}
          >
            {t('providers.removeConfirm')}
          </Button>
        </div>
        <div role="status" aria-live="polite">
          {result?.ok && (
            <div className="grid gap-2 rounded-md border border-emerald-600/50 p-3 text-sm">
              <p>{t('providers.testOk', { duration: format.count(Math.round(result.durationMs)) })}</p>
              <ul className="flex flex-wrap gap-1.5" aria-label={t('providers.models')}>
                {result.models.map((model) => (
                  <li key={model} dir="ltr" className="rounded bg-muted px-1.5 font-mono text-xs">
                    {model}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {result && !result.ok && result.failure && (
            <p className="rounded-md border border-destructive/50 p-3 text-sm">
              {t('providers.testFailed', { reason: failureText(result.failure) })}
            </p>
          )}
          {test.isError && (
            <p className="rounded-md border border-destructive/50 p-3 text-sm">{t('failures.unreachable')}</p>
          )}
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('providers.removeTitle')}
        description={t('providers.removeText')}
        confirmLabel={t('providers.removeConfirm')}
        cancelLabel={t('providers.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}
