import type { MediaItem } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { languages } from '@/config/constants';
import { paths } from '@/config/paths';

const languageNames = new Map<string, string>(languages.map(({ code, name }) => [code, name]));

/** Each place an image is used (an article's cover, or its text in one language), linked to that article's editor. */
export function MediaUsageList({ usage }: { usage: MediaItem['usage'] }) {
  const { t } = useTranslation('admin-media');
  return (
    <ul className="grid gap-1.5 text-sm" data-usage>
      {usage.map((place) => (
        <li key={`${place.articleId}-${place.place}-${place.lang ?? ''}`} className="flex flex-wrap gap-x-2">
          <Link to={paths.adminBlogEdit(place.articleId)} className="font-medium text-primary hover:underline">
            <span dir="auto">{place.title}</span>
            <span className="sr-only"> · {t('detail.edit')}</span>
          </Link>
          <span className="text-muted-foreground">
            {place.place === 'cover' ? t('detail.cover') : t('detail.body')}
            {place.lang && <span lang={place.lang}> · {languageNames.get(place.lang) ?? place.lang}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
