import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LanguageCode, ArticleTag } from '@portfolio/contracts';
import { cn } from '@/lib/cn';
import { tagsQuery } from '../api/tags-query';

/**
 * The tags in use (by the articles of the chosen language, when one is), most used first, as toggle buttons: one
 * tag at a time, pressing the chosen one again lifts the filter. One scrollable row of fixed height, so that the
 * list below does not move when the tags arrive. A tag in the address that no article uses any more still shows,
 * pressed, so that it can be lifted.
 */
export function TagFilter({
  language,
  selected,
  onChange,
}: {
  language?: LanguageCode;
  selected?: ArticleTag;
  onChange: (tag: ArticleTag | undefined) => void;
}) {
  const { t } = useTranslation('blog');
  const { data = [] } = useQuery(tagsQuery(language));
  const tags = selected && !data.some((tag) => tag.slug === selected) ? [{ slug: selected }, ...data] : data;

  return (
    <div role="group" aria-label={t('blog.tagsLabel')} className="h-14 overflow-x-auto overflow-y-hidden">
      <ul className="flex h-full w-max items-center gap-2 px-1">
        {tags.map(({ slug }) => {
          const pressed = slug === selected;
          return (
            <li key={slug}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onChange(pressed ? undefined : slug)}
                className={cn(
                  'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap',
                  pressed
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'bg-background hover:bg-accent hover:text-accent-foreground',
                )}
              >
                {t(`tags.${slug}`, { defaultValue: slug.replaceAll('-', ' ') })}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
