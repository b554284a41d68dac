import { useCallback, useState, type ComponentType, type PointerEvent, type ReactNode } from 'react';

export interface DeferredProps {
  /** Opens at once: the visitor clicked the look-alike before the real control had loaded. */
  defaultOpen?: boolean;
  /** Takes the focus on mount: the look-alike had it. */
  autoFocus?: boolean;
}

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * Keeps a menu's code (Radix, positioning) out of the first visit's downloads. Until it arrives (as soon as the
 * visitor reaches for it: pointer over, focus, press), `placeholder` renders a look-alike of the trigger; a press on
 * it opens the real menu once loaded, and focus moves over to the real trigger. The press counts from the pointer
 * going down, as on the real trigger: the look-alike may be swapped for it before the button comes up, and then no
 * click reaches either of them.
 */
export function DeferredControl<P extends DeferredProps>({
  load,
  props,
  placeholder,
}: {
  load: Load<P>;
  props: P;
  placeholder: (handlers: {
    onClick: () => void;
    onPointerDown: (event: PointerEvent) => void;
    onPointerEnter: () => void;
    onFocus: () => void;
    onBlur: () => void;
  }) => ReactNode;
}) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const [requested, setRequested] = useState(false);
  const [focused, setFocused] = useState(false);

  const start = useCallback(() => {
    void load().then((module) => setLoaded(() => module.default));
  }, [load]);

  if (Loaded) return <Loaded {...props} defaultOpen={requested} autoFocus={focused && !requested} />;
  const request = () => {
    setRequested(true);
    start();
  };
  return placeholder({
    onClick: request,
    onPointerDown: (event) => {
      if (event.button === 0 && !event.ctrlKey) request();
    },
    onPointerEnter: start,
    onFocus: () => {
      setFocused(true);
      start();
    },
    onBlur: () => setFocused(false),
  });
}
