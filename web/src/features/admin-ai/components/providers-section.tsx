import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiProviderView } from '@portfolio/contracts';
import { QueryFallback } from '@/components/query-fallback';
import { Button } from '@/components/ui/button';
import { aiProvidersQuery } from '../api/providers';
import { ProviderCard } from './provider-card';
import { ProviderDialog } from './provider-dialog';

/** The providers, each with its test, and the dialog that adds or changes one. */
export function ProvidersSection() {
  const { t } = useTranslation('admin-ai');
  const id = useId();
  const query = useQuery(aiProvidersQuery());
  // `null`: adding; a provider: changing it; undefined: closed. Keyed so that each opening starts from its values.
  const [editing, setEditing] = useState<AiProviderView | null>();
  const [opening, setOpening] = useState(0);
  const open = (provider: AiProviderView | null) => {
    setEditing(provider);
    setOpening((n) => n + 1);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            {t('providers.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('providers.intro')}</p>
        </div>
        <Button onClick={() => open(null)}>
          <Plus aria-hidden />
          {t('providers.add')}
        </Button>
      </div>
      {!query.data ? (
        <QueryFallback query={query} />
      ) : query.data.providers.length === 0 ? (
        <p className="text-muted-foreground">{t('providers.empty')}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {query.data.providers.map((provider) => (
            <ProviderCard key={provider.id} provider={provider} onEdit={() => open(provider)} />
          ))}
        </ul>
      )}
      <ProviderDialog
        key={opening}
        open={editing !== undefined}
        provider={editing ?? undefined}
        onOpenChange={(isOpen) => !isOpen && setEditing(undefined)}
      />
    </section>
  );
}
