import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

/**
 * A component whose code (and whatever it awaits: its texts) loads only when the reader scrolls to within
 * `lookAhead` of where it goes: a page whose first visit has a budget does not pay for sections far below the fold,
 * and a reader who never goes that far never does.
 * Until then an empty box of `placeholderClassName` holds roughly its room, so that its arrival moves little below.
 */
export function deferredUntilNear<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { lookAhead, placeholderClassName }: { lookAhead: string; placeholderClassName: string },
) {
  const Loaded = lazy(async () => ({ default: await load() }));

  return function DeferredUntilNear(props: P) {
    const anchor = useRef<HTMLDivElement>(null);
    const [wanted, setWanted] = useState(false);

    useEffect(() => {
      if (wanted) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
        },
        { rootMargin: lookAhead },
      );
      if (anchor.current) observer.observe(anchor.current);
      return () => observer.disconnect();
    }, [wanted]);

    const placeholder = <div ref={anchor} className={placeholderClassName} />;
    if (!wanted) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
