/**
 * The boxes of an article card, shared by the card and its loading skeleton so that both take the same room:
 * the cover's aspect (the covers' 1200 × 630), two lines of title, three of excerpt, one of facts, one of tags.
 */
export const cardBoxes = {
  card: 'flex h-full flex-col overflow-hidden rounded-lg border bg-card',
  cover: 'aspect-[40/21] w-full bg-muted',
  body: 'flex flex-1 flex-col gap-3 p-5',
  meta: 'flex min-h-5 flex-wrap items-center gap-x-3 gap-y-1 text-sm leading-5',
  title: 'min-h-14 text-xl leading-7 font-semibold',
  excerpt: 'min-h-18 text-sm leading-6',
  tags: 'mt-auto flex min-h-8 flex-wrap gap-2',
} as const;

/**
 * The width a card's cover is drawn at in each grid that shows cards (`sizes`), from the layouts' own measures:
 * the 72rem page less its 1rem sides (1120 px at most), 1.5rem gaps, and beside the article the 16rem contents
 * column and its 3rem gap from 1024 px.
 */
export const cardCoverSizes = {
  /** `/blog`: one column, two from 640 px, three from 1024 px. */
  blog: '(min-width: 1152px) 358px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)',
  /** A page-wide section (the latest articles): one column, three from 768 px. */
  row: '(min-width: 1152px) 358px, (min-width: 768px) calc((100vw - 80px) / 3), calc(100vw - 32px)',
  /** The related articles, in the article's column: three from 768 px, narrower once the contents column shows. */
  related:
    '(min-width: 1152px) 256px, (min-width: 1024px) calc((100vw - 384px) / 3), (min-width: 768px) calc((100vw - 80px) / 3), calc(100vw - 32px)',
} as const;
