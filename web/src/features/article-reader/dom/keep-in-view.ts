/**
 * Keeps the sentence being read in view, without fighting a reader who scrolls away: after they scroll (wheel, touch,
 * keys, the scrollbar) the page is left where they put it for `leaveAloneMs`, and only a sentence out of the
 * comfortable band of the viewport brings a scroll. With reduced motion the scroll is instant.
 */
const leaveAloneMs = 5000;
/** How long a scroll we started may run (a smooth one) before a scroll event is the reader's again. */
const ownScrollMs = 1000;

const scrollKeys = ['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown', ' '];
const controls = 'button, input, select, textarea, summary, [role="slider"], [contenteditable]';

export interface ViewFollower {
  /** Brings `range` into view unless the reader has scrolled lately; `topInset` is what covers the top (px). */
  follow(range: Range, topInset: number): void;
  dispose(): void;
}

export function followInView(): ViewFollower {
  let ownUntil = 0;
  let readerAt = Number.NEGATIVE_INFINITY;
  const onScroll = () => {
    if (performance.now() > ownUntil) readerAt = performance.now();
  };
  // Input that scrolls counts at once, even while our own smooth scroll is still running.
  const onInput = () => {
    readerAt = performance.now();
    ownUntil = 0;
  };
  // Keys scroll the page only outside controls (Space on the Play button, arrows on a slider do not).
  const onKey = (event: KeyboardEvent) => {
    const inControl = event.target instanceof Element && event.target.closest(controls);
    if (!inControl && scrollKeys.includes(event.key)) onInput();
  };
  addEventListener('scroll', onScroll, { passive: true });
  addEventListener('wheel', onInput, { passive: true });
  addEventListener('touchmove', onInput, { passive: true });
  addEventListener('keydown', onKey);

  return {
    follow(range, topInset) {
      if (performance.now() - readerAt < leaveAloneMs) return;
      const rect = range.getBoundingClientRect();
      if (rect.height === 0 && rect.width === 0) return;
      const bottom = innerHeight * 0.85;
      if (rect.top >= topInset && rect.bottom <= bottom) return;
      const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
      ownUntil = performance.now() + ownScrollMs;
      scrollTo({
        top: scrollY + rect.top - topInset - (innerHeight - topInset) / 4,
        behavior: reduced ? 'instant' : 'smooth',
      });
    },
    dispose() {
      removeEventListener('scroll', onScroll);
      removeEventListener('wheel', onInput);
      removeEventListener('touchmove', onInput);
      removeEventListener('keydown', onKey);
    },
  };
}
