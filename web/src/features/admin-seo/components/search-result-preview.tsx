import { useTranslation } from 'react-i18next';
import { rightToLeftLanguages, seoLimits, type LanguageCode } from '@portfolio/contracts';
import { cutForSearch, searchAddress } from '@/lib/search-preview';

interface Props {
  siteName: string;
  title: string;
  description: string;
  origin: string;
  /** The page's path in its language (`/blog?lang=fr`). */
  path: string;
  lang: LanguageCode;
}

/**
 * The page as a search engine lists it: the site's name and address above, the title as the link, the description
 * below, each cut where results cut it. Written in the page's language and direction.
 */
export function SearchResultPreview({ siteName, title, description, origin, path, lang }: Props) {
  const { t } = useTranslation('admin-seo');
  const dir = rightToLeftLanguages.includes(lang) ? 'rtl' : 'ltr';
  return (
    <figure className="grid max-w-2xl gap-2 rounded-md border bg-card p-4">
      <figcaption className="text-xs font-medium text-muted-foreground">{t('preview.search')}</figcaption>
      <div lang={lang} dir={dir} data-testid="search-result-preview" className="grid gap-1">
        <div className="flex items-center gap-2">
          <span aria-hidden className="grid size-7 place-items-center rounded-full bg-muted text-xs font-semibold">
            {Array.from(siteName.trim())[0] ?? '·'}
          </span>
          <span className="grid min-w-0">
            <span className="truncate text-sm">{siteName}</span>
            <span dir="ltr" className="truncate text-xs text-muted-foreground">
              {searchAddress(origin, path)}
            </span>
          </span>
        </div>
        <p className="text-xl leading-snug text-blue-800 dark:text-blue-300" data-testid="search-title">
          {cutForSearch(title, seoLimits.titleAdvice.max)}
        </p>
        <p className="text-sm text-muted-foreground" data-testid="search-description">
          {cutForSearch(description, seoLimits.descriptionAdvice.max)}
        </p>
      </div>
    </figure>
  );
}
