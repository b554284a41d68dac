import { useEffect, useRef } from 'react';

/**
 * A thin bar at the top of the page showing how far the page is read. Drawn with a transform on each animation
 * frame, so scrolling never triggers layout; hidden from assistive technology, which has its own position.
 */
export function ReadingProgress() {
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const { scrollHeight, clientHeight } = document.documentElement;
      const scrollable = scrollHeight - clientHeight;
      const ratio = scrollable > 0 ? Math.min(1, window.scrollY / scrollable) : 0;
      if (bar.current) bar.current.style.transform = `scaleX(${ratio})`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  return (
    <div aria-hidden className="fixed inset-x-0 top-0 z-50 h-1">
      <div ref={bar} className="h-full origin-left bg-primary rtl:origin-right" style={{ transform: 'scaleX(0)' }} />
    </div>
  );
}
