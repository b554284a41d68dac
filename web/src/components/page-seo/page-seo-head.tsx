import { useQuery } from '@tanstack/react-query';
import type { LanguageCode, SeoPage } from '@portfolio/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentHead, type PageShare } from '@/components/document-head';
import { publicSeoQuery } from './public-seo-query';

/**
 * The head of the home page, the blog list or the games page as the SEO settings make it (title, description, site
 * name, share image, noindex), the same as the server writes into the page's first document; the page's built-in
 * texts (`title`, `description`) until the settings of a newly chosen language arrive, or if they cannot.
 */
export function PageSeoHead({ page, title, description }: { page: SeoPage; title: string; description: string }) {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? i18n.language) as LanguageCode;
  const { data } = useQuery(publicSeoQuery(lang));
  const head = data?.pages[page];
  const share = useMemo<PageShare | undefined>(
    () =>
      data && head
        ? { siteName: data.siteName, twitterSite: data.twitterSite, image: head.image, noindex: head.noindex }
        : undefined,
    [data, head],
  );
  return <DocumentHead title={head?.title ?? title} description={head?.description ?? description} share={share} />;
}
