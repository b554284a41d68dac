import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { DiffPart } from './history-diff';

const addedClass = 'bg-emerald-500/15 text-emerald-900 underline decoration-2 underline-offset-2 dark:text-emerald-200';
const removedClass = 'bg-red-500/15 text-red-900 line-through decoration-2 dark:text-red-200';

/**
 * A field's diff as text: additions in `<ins>`, removals in `<del>`, each also told apart without colour (underline
 * or strike-through, a + or − before each changed line) and announced in words, since screen readers mostly keep
 * quiet about `<ins>` and `<del>`.
 */
export function DiffParts({ parts, mode }: { parts: DiffPart[]; mode: 'lines' | 'words' }) {
  const { t } = useTranslation('admin-blog');
  if (mode === 'words') {
    return (
      <p dir="auto" className="break-words whitespace-pre-wrap">
        {parts.map((part, index) => {
          if (part.kind === 'skipped') return null;
          if (part.kind === 'same') return <span key={index}>{part.value}</span>;
          const Mark = part.kind === 'added' ? 'ins' : 'del';
          return (
            <Mark key={index} className={part.kind === 'added' ? addedClass : removedClass}>
              <span className="sr-only">[{t(`history.${part.kind}`)}: </span>
              {part.value}
              <span className="sr-only">]</span>
            </Mark>
          );
        })}
      </p>
    );
  }
  return (
    <div dir="auto" className="overflow-x-auto rounded-md border font-mono text-xs">
      {parts.map((part, index) => {
        if (part.kind === 'skipped') {
          return (
            <p key={index} className="border-y bg-muted/50 px-3 py-1 text-muted-foreground italic">
              {t('history.skipped', { lines: part.lines })}
            </p>
          );
        }
        const lines = part.value.replace(/\n$/, '').split('\n');
        const sign = part.kind === 'added' ? '+' : part.kind === 'removed' ? '−' : ' ';
        const rows = lines.map((line, row) => (
          <span key={row} className="flex">
            <span aria-hidden className="w-6 shrink-0 text-center select-none">
              {sign}
            </span>
            <span className="min-w-0 flex-1 break-words whitespace-pre-wrap">{line || '\u00a0'}</span>
          </span>
        ));
        if (part.kind === 'same') return <div key={index}>{rows}</div>;
        const Mark = part.kind === 'added' ? 'ins' : 'del';
        return (
          <Mark key={index} className={cn('block', part.kind === 'added' ? addedClass : removedClass)}>
            <span className="sr-only">{t(`history.${part.kind}Lines`, { lines: lines.length })}</span>
            {rows}
            <span className="sr-only">{t(`history.${part.kind}End`)}</span>
          </Mark>
        );
      })}
    </div>
  );
}
