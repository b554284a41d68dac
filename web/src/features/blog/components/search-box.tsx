import { Search, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLimits } from '@portfolio/contracts';
import { searchText } from '../blog-filters';

/** How long typing pauses before the list follows: one request per pause, not per key. */
export const searchDelayMs = 250;

/**
 * The search box: the list follows the typing after a short pause, and the address keeps the search (`?q=`).
 * Enter searches at once without reloading the page; the clear button empties the box and the search and gives
 * the focus back to the box. When the address changes by other means (back button, reset), the box follows it.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('blog');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [known, setKnown] = useState(value);
  // The searches this box asked for whose address has not come back yet: typing goes on meanwhile.
  const [pending, setPending] = useState<string[]>([]);
  // The address changed: its own search coming back leaves the box alone (the reader may have typed on since);
  // any other change (back button, reset) is shown in the box.
  if (value !== known) {
    setKnown(value);
    const echo = pending.indexOf(value);
    if (echo >= 0) setPending(pending.slice(echo + 1));
    else {
      setPending([]);
      setText(value);
    }
  }

  const send = useCallback(
    (q: string) => {
      setPending((sent) => (sent.at(-1) === q ? sent : [...sent, q]));
      onSearch(q);
    },
    [onSearch],
  );

  // What the list shows or is about to: the last search asked for, else the address's.
  const latest = pending.at(-1) ?? value;
  useEffect(() => {
    const q = searchText(text).trim();
    if (q === latest) return;
    const timer = window.setTimeout(() => send(q), searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [text, latest, send]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = searchText(text).trim();
    if (q !== latest) send(q);
  };
  const clear = () => {
    setText('');
    if (latest !== '') send('');
    input.current?.focus();
  };

  return (
    <form role="search" onSubmit={submit} className="relative">
      <label htmlFor={id} className="sr-only">
        {t('blog.searchLabel')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
      />
      <input
        ref={input}
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={contentLimits.queryLength}
        placeholder={t('blog.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-12 w-full rounded-md border bg-background ps-11 pe-12 text-base [&::-webkit-search-cancel-button]:appearance-none"
      />
      {text !== '' && (
        <button
          type="button"
          onClick={clear}
          aria-label={t('blog.clearSearch')}
          className="absolute end-1 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
        >
          <X aria-hidden className="size-5" />
        </button>
      )}
    </form>
  );
}
