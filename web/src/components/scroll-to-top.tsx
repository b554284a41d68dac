import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const showAfterPx = 600;

/** Appears once the page is scrolled; goes back to the top (instantly when motion is reduced) and to the skip link. */
export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > showAfterPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const goTop = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the page, not from the button they left.
    document.getElementById('skip-link')?.focus({ preventScroll: true });
  };

  return (
    <Button
      size="icon"
      aria-label={label}
      onClick={goTop}
      // Hidden buttons leave the tab order too.
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      className={cn(
        'fixed end-4 bottom-4 z-40 rounded-full shadow-lg transition-opacity',
        visible ? 'opacity-100' : 'pointer-events-none opacity-0',
      )}
    >
      <ArrowUpIcon />
    </Button>
  );
}
