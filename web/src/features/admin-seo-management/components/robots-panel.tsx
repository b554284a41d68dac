import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/query-fallback';
import { robotsQuery } from '../api/robots';
import { Panel } from './field';
import { RobotsEditor } from './robots-editor';

/** robots.txt: its editor (checked line by line as typed, and when saved) and the preview of a path for a crawler. */
export function RobotsPanel() {
  const { t } = useTranslation('admin-seo-management');
  const query = useQuery(robotsQuery());
  return (
    <Panel id="robots" title={t('robots.title')} intro={t('robots.intro')}>
      {query.data ? (
        // A new editor when the saved text changes (saved here or in another tab), so that it shows that text.
        <RobotsEditor key={query.data.updatedAt ?? 'default'} settings={query.data} />
      ) : (
        <QueryFallback query={query} />
      )}
    </Panel>
  );
}
