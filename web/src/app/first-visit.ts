/**
 * The texts `/` renders with, beside the layout's: its route awaits them with its code, and the build lists their
 * files for the early script to preload on a first visit (vite.config.ts), so the two cannot disagree.
 */
export const homeTexts = ['home', 'stats'] as const;

/** The texts of the blog list and of an article, as their routes await them: the early script preloads them too. */
export const blogTexts = ['blog'] as const;
export const blogArticleTexts = ['blog-post', 'blog'] as const;
