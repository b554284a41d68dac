import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ReaderEvent } from '../engine/types';

export interface LoggedEvent {
  /** Which reader sent it. */
  reader: string;
  /** Milliseconds since the page opened. */
  at: number;
  event: ReaderEvent;
}

/** An event on one line: its type, then its fields as they came. */
function describe({ type, ...fields }: ReaderEvent) {
  const parts = Object.entries(fields).map(
    ([key, value]) => `${key}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
  );
  return [type, ...parts].join(' ');
}

/** The readers' events as they arrive, newest first, in a log region a screen reader does not read out. */
export function ReaderEventLog({ events, clear }: { events: readonly LoggedEvent[]; clear: () => void }) {
  const { t } = useTranslation('article-reader-test');
  return (
    <section aria-labelledby="reader-events" className="rounded-lg border p-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="reader-events" className="text-lg font-semibold">
          {t('testPage.events')}
        </h2>
        <Button variant="outline" size="sm" onClick={clear} disabled={events.length === 0}>
          {t('testPage.clearEvents')}
        </Button>
      </div>
      <div
        role="log"
        aria-live="off"
        aria-labelledby="reader-events"
        tabIndex={0}
        className="mt-2 max-h-80 overflow-y-auto font-mono text-xs"
        dir="ltr"
      >
        <ol>
          {events.map(({ reader, at, event }, index) => (
            <li key={events.length - index} className="border-b py-0.5">
              {`${(at / 1000).toFixed(2)} s  ${reader}  ${describe(event)}`}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
