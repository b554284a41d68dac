import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { QueryFallback } from '@/components/query-fallback';
import { aiProvidersQuery } from '../api/providers';
import { aiSettingsQuery } from '@/components/ai-tasks/api/ai-settings';
import { AiSettingsForm } from './ai-settings-form';
import { ProvidersSection } from './providers-section';
import { UsagePanel, type PagerProps } from './usage-panel';

/** `/admin/ai-providers`: the providers, the tasks they serve with the prices and limits, and the usage log. */
export function AiProvidersPage({ Pager }: { Pager: ComponentType<PagerProps> }) {
  const settings = useQuery(aiSettingsQuery());
  const providers = useQuery(aiProvidersQuery());
  return (
    <div className="grid gap-8">
      <ProvidersSection />
      {settings.data && providers.data ? (
        // A new form when the saved settings change elsewhere (another tab), so that its fields show them.
        <AiSettingsForm
          key={settings.data.updatedAt ?? 'defaults'}
          view={settings.data}
          providers={providers.data.providers}
        />
      ) : (
        <QueryFallback query={settings.isError ? settings : providers} />
      )}
      <UsagePanel Pager={Pager} />
    </div>
  );
}
