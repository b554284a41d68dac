import { useRef, type PointerEvent } from 'react';
import type { Direction } from '@portfolio/contracts';

/** Shorter movements are taps, not swipes. */
const minimumPx = 24;

/**
 * Swipes on a board, from touch, pen or mouse alike (pointer events). The board sets `touch-action: none` so that
 * a swipe moves the game, not the page.
 */
export function useSwipe(onSwipe: (direction: Direction) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.max(Math.abs(dx), Math.abs(dy)) < minimumPx) return;
      if (Math.abs(dx) > Math.abs(dy)) onSwipe(dx > 0 ? 'right' : 'left');
      else onSwipe(dy > 0 ? 'down' : 'up');
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
