import type { editorialEndpoints, EndpointResponse } from '@portfolio/contracts';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAdminFormat } from '@/lib/use-admin-format';

/** One entry of the history list, as the API sends it. */
export type HistoryItem = EndpointResponse<typeof editorialEndpoints.articleHistory>['items'][number];

/** One kept version: what made it, when, its title and languages; a box to compare it, a button to restore it. */
export function HistoryEntryItem({
  entry,
  name,
  selected,
  onSelect,
  onRestore,
}: {
  entry: HistoryItem;
  /** "Published, 24 Nov 2026, 10:02": how the entry is named to assistive technology and in the diff's heading. */
  name: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onRestore: () => void;
}) {
  const { t } = useTranslation('admin-blog');
  const format = useAdminFormat();
  const boxId = useId();
  return (
    <li className="flex flex-wrap items-start gap-3 border-t p-3 first:border-t-0">
      <input
        id={boxId}
        type="checkbox"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-primary"
      />
      <label htmlFor={boxId} className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <span className="sr-only">{t('history.compareThis')} </span>
        <span className="font-medium">{t(`history.kind.${entry.kind}`)}</span>
        <time dateTime={entry.savedAt} className="text-muted-foreground">
          {format.moment(entry.savedAt)}
        </time>
        <span className="break-words" dir="auto">
          {entry.title || t('blog.untitled')}
        </span>
        <span className="font-mono text-xs text-muted-foreground uppercase">{entry.languages.join(' · ')}</span>
      </label>
      <Button variant="outline" size="sm" aria-label={t('history.restoreNamed', { version: name })} onClick={onRestore}>
        <RotateCcw aria-hidden />
        {t('history.restore')}
      </Button>
    </li>
  );
}
