import { useEffect, useRef } from 'react';

export interface ShortcutActions {
  toggle(): void;
  stop(): void;
  previous(): void;
  next(): void;
}

/** By the key's place on the keyboard (`code`): Alt changes the character typed on some layouts. */
const byCode: Record<string, keyof ShortcutActions> = {
  KeyP: 'toggle',
  KeyS: 'stop',
  Comma: 'previous',
  Period: 'next',
};

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The reader's keyboard shortcuts (listed in its panel): Alt+Shift with P, S, comma and full stop. With two
 * modifiers they never fire while typing a word (WCAG 2.1.4), and none is taken from a field being typed in.
 */
export function useReaderShortcuts(enabled: boolean, actions: ShortcutActions) {
  const latest = useRef(actions);
  // The newest actions for the handlers, which are registered once.
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const action = byCode[event.code];
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
