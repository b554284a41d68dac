import { mediaLimits } from '@portfolio/contracts';
import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export const mediaFieldClass =
  'h-11 w-full min-w-0 rounded-md border border-border bg-background px-3 outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The library's search box, applied on submit (one call per search, not per key); with `unused`, also the filter
 * on images no article uses, applied as soon as it is ticked.
 */
export function MediaSearch({
  q,
  unused,
  onSearch,
}: {
  q: string;
  unused?: boolean;
  onSearch: (next: { q: string; unused?: boolean }) => void;
}) {
  const { t } = useTranslation('admin-media');
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSearch({ q: String(data.get('q') ?? '').trim(), unused: unused === undefined ? undefined : data.has('unused') });
  };
  return (
    <form
      key={`${q}|${unused}`}
      role="search"
      aria-label={t('images.filters')}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
        <label htmlFor={`${id}-q`} className="text-sm font-medium">
          {t('images.search')}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          maxLength={mediaLimits.queryLength}
          defaultValue={q}
          className={mediaFieldClass}
        />
      </div>
      {unused !== undefined && (
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name="unused"
            defaultChecked={unused}
            className="size-5 accent-primary"
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          />
          {t('images.unusedOnly')}
        </label>
      )}
      <Button type="submit" variant="outline">
        <Search aria-hidden />
        {t('images.searchSubmit')}
      </Button>
    </form>
  );
}
