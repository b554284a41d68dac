import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { newRedirectSearch, prefilledSource, viewFrom, views, type View } from '../views';
import { AuditPanel } from './audit-panel';
import { NotFoundPanel } from './not-found-panel';
import { RedirectsPanel } from './redirects-panel';
import { RobotsPanel } from './robots-panel';
import { SitemapPanel } from './sitemap-panel';

const tabLabel = {
  redirects: 'screen.redirects',
  robots: 'screen.robots',
  sitemap: 'screen.sitemap',
  audit: 'screen.audit',
  'not-found': 'screen.notFound',
} as const satisfies Record<View, string>;

/**
 * The screen's five sections, one tab each. The tab is kept in the address (`?view=audit`), and so is a new
 * redirect's source when it comes from the not-found list (`?view=redirects&from=/old`): a reload shows the same.
 */
export function SeoManagementPage() {
  const { t, i18n } = useTranslation('admin-seo-management');
  const [search, setSearch] = useSearchParams();
  const view = viewFrom(search);
  return (
    <Tabs
      value={view}
      // Radix's tabs are left to right unless told: the arrow keys and the panels follow the reader's direction.
      dir={i18n.dir()}
      onValueChange={(next) => setSearch(next === 'redirects' ? {} : { view: next })}
    >
      <TabsList aria-label={t('screen.views')}>
        {views.map((name) => (
          <TabsTrigger key={name} value={name}>
            {t(tabLabel[name])}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="redirects">
        <RedirectsPanel prefilled={prefilledSource(search)} onFormClosed={() => setSearch({})} />
      </TabsContent>
      <TabsContent value="robots">
        <RobotsPanel />
      </TabsContent>
      <TabsContent value="sitemap">
        <SitemapPanel />
      </TabsContent>
      <TabsContent value="audit">
        <AuditPanel />
      </TabsContent>
      <TabsContent value="not-found">
        <NotFoundPanel onCreateRedirect={(path) => setSearch(newRedirectSearch(path))} />
      </TabsContent>
    </Tabs>
  );
}
