import { ReadingProgress } from '@/components/reading-progress';
import { ScrollToTop } from '@/components/scroll-to-top';

/** The reading progress bar and the scroll-to-top control, loaded together once the browser is idle. */
export default function ScrollAids({ scrollToTopLabel }: { scrollToTopLabel: string }) {
  return (
    <>
      <ReadingProgress />
      <ScrollToTop label={scrollToTopLabel} />
    </>
  );
}
