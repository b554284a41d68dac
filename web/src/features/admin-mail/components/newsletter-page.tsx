import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { subscriberFiltersFrom, subscriberFiltersToSearch } from '../filters';
import { SubscribersPanel } from './subscribers-panel';
import { WeeklyPanel } from './weekly-panel';

type View = 'subscribers' | 'weekly';

/**
 * `/admin/newsletter`: the subscribers and the weekly newsletter, one tab each. The tab and the subscriber list's
 * filters are kept in the address (`?view=weekly`, `?status=confirmed&q=…`), so a reload shows the same view.
 */
export function NewsletterPage() {
  const { t, i18n } = useTranslation('admin-mail');
  const [search, setSearch] = useSearchParams();
  const view: View = search.get('view') === 'weekly' ? 'weekly' : 'subscribers';
  const filters = subscriberFiltersFrom(search);
  return (
    <Tabs
      value={view}
      // Radix's tabs are left to right unless told: the arrow keys and the panels follow the reader's direction.
      dir={i18n.dir()}
      onValueChange={(next) => setSearch(next === 'weekly' ? { view: 'weekly' } : subscriberFiltersToSearch(filters))}
    >
      <TabsList aria-label={t('newsletter.views')}>
        <TabsTrigger value="subscribers">{t('newsletter.subscribers')}</TabsTrigger>
        <TabsTrigger value="weekly">{t('newsletter.weekly')}</TabsTrigger>
      </TabsList>
      <TabsContent value="subscribers">
        <SubscribersPanel filters={filters} onFilters={(next) => setSearch(subscriberFiltersToSearch(next))} />
      </TabsContent>
      <TabsContent value="weekly">
        <WeeklyPanel />
      </TabsContent>
    </Tabs>
  );
}
