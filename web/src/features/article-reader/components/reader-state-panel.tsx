import { useTranslation } from 'react-i18next';
import type { SharedReaderState } from '../engine/types';

const range = (value: readonly [number, number] | null) => (value ? `[${value[0]}, ${value[1]})` : '—');

/**
 * The page's shared reader state as it is now (spec §3: the current audio, segment index and range, the segments,
 * the full text and the word index), updated as it changes: what the test page checks the engines against.
 */
export function ReaderStatePanel({ state }: { state: SharedReaderState }) {
  const { t } = useTranslation('article-reader-test');
  const rows: [string, string, string][] = [
    ['status', t('testPage.status'), state.status],
    ['engine', t('testPage.engine'), state.engine ?? '—'],
    ['segment', t('testPage.segment'), `${state.segmentIndex} / ${state.segments.length}`],
    ['range', t('testPage.range'), range(state.segmentRange)],
    ['word', t('testPage.word'), `${state.wordIndex} ${range(state.wordRange)}`],
  ];
  const segment = state.segments[state.segmentIndex];
  return (
    <section aria-labelledby="reader-state" className="rounded-lg border p-4">
      <h2 id="reader-state" className="text-lg font-semibold">
        {t('testPage.state')}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd data-state={key} className="font-mono tabular-nums">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {segment && (
        <p dir="auto" className="mt-3 rounded-md bg-muted/40 p-2 text-sm">
          {segment.text}
        </p>
      )}
    </section>
  );
}
