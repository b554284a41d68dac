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
