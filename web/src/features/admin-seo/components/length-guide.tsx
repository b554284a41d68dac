import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { lengthVerdict, searchWidth, type LengthRange } from '@/lib/search-preview';
import { useAdminFormat } from '@/lib/use-admin-format';

const verdictClass = {
  empty: 'text-muted-foreground',
  short: 'text-amber-800 dark:text-amber-300',
  ok: 'text-emerald-800 dark:text-emerald-300',
  long: 'text-red-700 dark:text-red-300',
} as const;

/**
 * "42 / 60 — fits", coloured as the text says too little, fits, or is cut: the width of what will be shown (`text`,
 * the typed value or the one it falls back to) against the room its result gives it. Tied to its field as a hint,
 * so it is read with the field rather than announced at each key.
 */
export function LengthGuide({ text, range, id }: { text: string; range: LengthRange; id?: string }) {
  const { t } = useTranslation('admin-seo');
  const format = useAdminFormat();
  const verdict = lengthVerdict(text, range);
  return (
    <span id={id} className={cn('tabular-nums', verdictClass[verdict])} data-verdict={verdict}>
      {t(`length.${verdict}`, {
        width: format.count(searchWidth(text)),
        min: format.count(range.min),
        max: format.count(range.max),
      })}
    </span>
  );
}
