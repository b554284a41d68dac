import { articleStatus, tagLabel, type LanguageCode } from '@portfolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { languages } from '@/config/constants';
import { adminTagsQuery } from '../../api/admin-tags';
import { isFiltered, type BlogFilters } from '../../filters';

/** Typing pauses this long before the list is searched: one call per pause, not per key. */
export const searchDelayMs = 300;

const fieldClass =
  'h-11 w-full rounded-md border border-border bg-background px-3 outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The search (as you type, once typing pauses; Enter searches at once) and the status, tag and language filters
 * (each applied when chosen). `onChange` writes them to the address; `replace` when it is a keystroke's search,
 * so that the back button goes to the previous view rather than the previous letter.
 */
export function ArticleFilters({
  filters,
  language,
  onChange,
}: {
  filters: BlogFilters;
  language: LanguageCode;
  onChange: (change: Partial<BlogFilters>, replace?: boolean) => void;
}) {
  const { t } = useTranslation('admin-blog');
  const id = useId();
  const tags = useQuery(adminTagsQuery());
  const [text, setText] = useState(filters.q ?? '');
  const [shown, setShown] = useState(filters.q);
  // The search this box last wrote to the address: its arrival must not overwrite what was typed since.
  const [written, setWritten] = useState(filters.q);
  // The address changed from elsewhere (back button, "clear filters"): the box shows its search.
  if (shown !== filters.q) {
    setShown(filters.q);
    if (filters.q !== written) {
      setText(filters.q ?? '');
      setWritten(filters.q);
    }
  }
  const search = (value: string) => {
    const q = value.trim() || undefined;
    if (q === filters.q) return;
    setWritten(q);
    onChange({ q }, true);
  };
  const searchLater = useEffectEvent(search);
  useEffect(() => {
    const timer = setTimeout(() => searchLater(text), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  const field = (name: string, label: string, control: ReactNode) => (
    <div className="grid gap-1.5">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      {control}
    </div>
  );
  // The filter's value may not be among the options yet (tags still loading, a tag no article uses any more).
  const counts = new Map(tags.data?.tags.map((tag) => [tag.slug, tag.count]));
  const tagOptions = [...new Set([...counts.keys(), ...(filters.tag ? [filters.tag] : [])])];

  return (
    <form
      role="search"
      aria-label={t('blog.filters')}
      onSubmit={submit}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]"
    >
      {field(
        'q',
        t('blog.search'),
        <input
          id={`${id}-q`}
          type="search"
          maxLength={200}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={fieldClass}
        />,
      )}
      {field(
        'status',
        t('blog.status'),
        <select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(event) => onChange({ status: articleStatus.options.find((s) => s === event.target.value) })}
          className={fieldClass}
        >
          <option value="">{t('blog.anyStatus')}</option>
          {articleStatus.options.map((status) => (
            <option key={status} value={status}>
              {t(`blog.${status}`)}
            </option>
          ))}
        </select>,
      )}
      {field(
        'tag',
        t('blog.tag'),
        <select
          id={`${id}-tag`}
          value={filters.tag ?? ''}
          onChange={(event) => onChange({ tag: event.target.value || undefined })}
          className={fieldClass}
        >
          <option value="">{t('blog.anyTag')}</option>
          {tagOptions.map((tag) => (
            <option key={tag} value={tag}>
              {tagLabel(tag, language)}
              {counts.has(tag) && ` (${counts.get(tag)})`}
            </option>
          ))}
        </select>,
      )}
      {field(
        'lang',
        t('blog.language'),
        <select
          id={`${id}-lang`}
          value={filters.lang ?? ''}
          onChange={(event) => onChange({ lang: languages.find((l) => l.code === event.target.value)?.code })}
          className={fieldClass}
        >
          <option value="">{t('blog.anyLanguage')}</option>
          {languages.map(({ code, name }) => (
            <option key={code} value={code} lang={code}>
              {name}
            </option>
          ))}
        </select>,
      )}
      <div className="flex items-end">
        <Button
          type="button"
          variant="ghost"
          disabled={!isFiltered(filters)}
          onClick={() => onChange({ q: undefined, status: undefined, tag: undefined, lang: undefined })}
        >
          {t('blog.clearFilters')}
        </Button>
      </div>
    </form>
  );
}
