import { cn } from '@/lib/cn';
import { cardBoxes } from './card-boxes';

const bar = 'rounded bg-muted motion-safe:animate-pulse';

/**
 * The place of a card while its article loads: the same boxes as `ArticleCard`, filled with grey bars. Hidden from
 * assistive technology; the list announces its loading state once, in words.
 */
export function ArticleCardSkeleton() {
  return (
    <div aria-hidden className={cardBoxes.card}>
      <div className={cn(cardBoxes.cover, 'motion-safe:animate-pulse')} />
      <div className={cardBoxes.body}>
        <div className={cardBoxes.meta}>
          <div className={cn(bar, 'h-4 w-2/3')} />
        </div>
        <div className={cn(cardBoxes.title, 'flex flex-col justify-center gap-2')}>
          <div className={cn(bar, 'h-5 w-full')} />
          <div className={cn(bar, 'h-5 w-3/4')} />
        </div>
        <div className={cn(cardBoxes.excerpt, 'flex flex-col justify-center gap-2')}>
          <div className={cn(bar, 'h-3.5 w-full')} />
          <div className={cn(bar, 'h-3.5 w-full')} />
          <div className={cn(bar, 'h-3.5 w-1/2')} />
        </div>
        <div className={cardBoxes.tags}>
          <div className={cn(bar, 'h-8 w-20 rounded-full')} />
          <div className={cn(bar, 'h-8 w-16 rounded-full')} />
        </div>
      </div>
    </div>
  );
}
