import type { ArticleReaderTexts } from './article-reader/en';
import type { ArticleReaderTestTexts } from './article-reader-test/en';
import type { BlogTexts } from './blog/en';
import type { BlogPostTexts } from './blog-post/en';
import type { ContactTexts } from './contact/en';
import type { GamesTexts } from './games/en';
import type { HomeTexts } from './home/en';
import type { LayoutTexts } from './layout/en';
import type { NewsletterTexts } from './newsletter/en';
import type { NotFoundTexts } from './not-found/en';
import type { StatsTexts } from './stats/en';

/** Text files by path (`./<namespace>/<language>.ts`), each fetched on demand as a chunk of its own. */
export type TextFiles = Record<string, () => Promise<{ default: object }>>;

/** The namespaces of the public site, by feature: English is the type of each. */
export interface PublicResources {
  layout: LayoutTexts;
  home: HomeTexts;
  stats: StatsTexts;
  games: GamesTexts;
  blog: BlogTexts;
  'blog-post': BlogPostTexts;
  'not-found': NotFoundTexts;
  /** Registered by the chunks that show them (`mail-texts.ts`), not listed in `publicTexts`. */
  contact: ContactTexts;
  newsletter: NewsletterTexts;
  /** Registered by the reader's chunk (`reader-texts.ts`). */
  'article-reader': ArticleReaderTexts;
  'article-reader-test': ArticleReaderTestTexts;
}

/**
 * One chunk per language and namespace: a visitor downloads the texts of the language they read (English
 * included only when they read it) and of the screens they open, and no other.
 */
export const publicTexts: TextFiles = import.meta.glob<{ default: object }>([
  './{layout,home,stats,games,blog,blog-post,not-found}/*.ts',
  '!**/*.test.ts',
]);
