import { useRef } from 'react';

/**
 * For a Radix dialog opened from a plain button or link (not its own Trigger, so Radix has nowhere to return
 * to): the element that had the focus when it opened gets it back when it closes.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
