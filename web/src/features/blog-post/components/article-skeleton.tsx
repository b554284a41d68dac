import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const bar = 'rounded bg-muted motion-safe:animate-pulse';

/**
 * The article's place while it loads: the title's two lines, the facts, the tags and the cover at the cover's
 * aspect, then lines of text, in the boxes the article takes, so that its arrival does not push the page around.
 * Announced once, in words; the grey bars are hidden from assistive technology.
 */
export function ArticleSkeleton() {
  const { t } = useTranslation('blog-post');
  return (
    <div className="min-h-screen">
      <p role="status" className="sr-only">
        {t('blogPost.loading')}
      </p>
      <div aria-hidden className="flex flex-col">
        <div className={cn(bar, 'h-9 w-full sm:h-10')} />
        <div className={cn(bar, 'mt-2 h-9 w-2/3 sm:h-10')} />
        <div className={cn(bar, 'mt-4 h-5 w-1/2')} />
        <div className="mt-4 flex gap-2">
          <div className={cn(bar, 'h-8 w-24 rounded-full')} />
          <div className={cn(bar, 'h-8 w-20 rounded-full')} />
        </div>
        <div className={cn(bar, 'mt-8 aspect-[40/21] w-full rounded-lg')} />
        {['w-full', 'w-full', 'w-5/6', 'w-full', 'w-2/3'].map((width, index) => (
          <div key={index} className={cn(bar, 'mt-4 h-4', width)} />
        ))}
      </div>
    </div>
  );
}
