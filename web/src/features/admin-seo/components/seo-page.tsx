import { useQuery } from '@tanstack/react-query';
import { languageCodes, type LanguageCode } from '@portfolio/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/query-fallback';
import { seoSettingsQuery } from '../api/seo-settings';
import type { SeoPlace } from '../hooks/use-seo-form';
import { ArticleGaps } from './article-gaps';
import { SeoForm } from './seo-form';

/** `/admin/seo`: the settings form, and the articles lacking their own SEO fields. */
export function SeoPage() {
  const { i18n } = useTranslation('admin-seo');
  const query = useQuery(seoSettingsQuery());
  // The texts are first shown in the administrator's own language.
  const [place, setPlace] = useState<SeoPlace>(() => {
    const reading = i18n.resolvedLanguage ?? 'en';
    const lang = (languageCodes as readonly string[]).includes(reading) ? (reading as LanguageCode) : 'en';
    return { page: 'home', lang };
  });
  return (
    <div className="grid gap-6">
      {query.data ? (
        // A new form when the saved settings change (a save, another tab), so its fields show them.
        <SeoForm key={query.data.updatedAt ?? 'defaults'} view={query.data} place={place} setPlace={setPlace} />
      ) : (
        <QueryFallback query={query} />
      )}
      <ArticleGaps />
    </div>
  );
}
