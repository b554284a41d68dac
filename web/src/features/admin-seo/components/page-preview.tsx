import { pagePathIn, seoPageTexts, type SeoPage } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { languageName } from '@/lib/language-name';
import type { SeoForm } from '../hooks/use-seo-form';
import { SearchResultPreview } from './search-result-preview';
import { SocialCardPreview } from './social-card-preview';

const pagePath: Record<SeoPage, string> = { home: paths.home, blog: paths.blog, games: paths.games };

/**
 * The page on screen as it will be served once saved (the server's own resolver, `seoPageTexts`, on the settings
 * being edited): as a search result, and as X, Facebook and LinkedIn show a shared link.
 */
export function PagePreview({ form }: { form: SeoForm }) {
  const { t, i18n } = useTranslation('admin-seo');
  const { page, lang, draft } = form;
  const head = seoPageTexts(draft, page, lang);
  const image = head.imageId ? form.images.get(head.imageId) : undefined;
  const origin = window.location.origin;
  const language = languageName(lang, i18n.resolvedLanguage);

  return (
    <section aria-label={t('preview.title')} className="grid content-start gap-4">
      <p className="text-sm text-muted-foreground">{t('preview.intro', { page: t(`pages.${page}`), language })}</p>
      {head.noindex && (
        <p className="rounded-md border border-amber-600/50 p-3 text-sm" data-testid="noindex-note">
          {t('preview.noindex')}
        </p>
      )}
      <SearchResultPreview
        siteName={draft.siteName}
        title={head.title}
        description={head.description}
        origin={origin}
        path={pagePathIn(pagePath[page], lang)}
        lang={lang}
      />
      <SocialCardPreview
        lang={lang}
        source={{
          title: head.title,
          description: head.description,
          origin,
          image: image
            ? { url: image.url, alt: image.alt[lang] ?? '', width: image.width, height: image.height }
            : null,
        }}
      />
    </section>
  );
}
