import { rightToLeftLanguages, type LanguageCode, type SiteContentAnswer } from '@portfolio/contracts';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '@/lib/language-name';

/** How the screen shows the home page's sections: the public page's own components, given by the route. */
export type RenderPreview = (content: SiteContentAnswer, lang: LanguageCode) => ReactNode;

/**
 * The home page as it will look in `lang` once published, with the changes on screen: the public sections fed the
 * draft, in the language's direction, with its interface texts (fetched on first use, hence the suspense).
 */
export function PreviewPanel({
  content,
  lang,
  render,
}: {
  content: SiteContentAnswer | undefined;
  lang: LanguageCode;
  render: RenderPreview;
}) {
  const { t, i18n } = useTranslation('admin-content');
  const title = t('preview.title', { language: languageName(lang, i18n.resolvedLanguage ?? i18n.language) });
  const dir = rightToLeftLanguages.includes(lang) ? 'rtl' : 'ltr';
  return (
    <section aria-labelledby="content-preview-title" className="grid gap-3 rounded-lg border p-4">
      <div>
        <h2 id="content-preview-title" className="text-xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('preview.intro')}</p>
      </div>
      {content ? (
        <div lang={lang} dir={dir} className="overflow-hidden rounded-md border bg-background">
          <Suspense fallback={<p role="status">{t('preview.loading')}</p>}>{render(content, lang)}</Suspense>
        </div>
      ) : (
        <p>{t('preview.unavailable')}</p>
      )}
    </section>
  );
}
