/**
 * English texts of the article page (`/blog/{slug}`), spec §3 "blogPost": share targets, toasts, table of
 * contents, keywords, reading time, views, languages. The reference for the nine other languages: its shape is
 * `BlogPostTexts`, so every other language must have exactly these keys. The article itself comes in its own
 * language from the content service; these texts are the page around it, in the reader's language.
 */
const en = {
  meta: {
    articleTitle: 'Article · Camille Laurent',
    articleDescription: 'An article from the blog of Camille Laurent.',
  },
  blogPost: {
    listen: 'Listen to this article',
    listenPlay: 'Play',
    loading: 'Loading the article…',
    errorTitle: 'The article could not be loaded',
    errorText: 'Check your connection and try again.',
    retry: 'Try again',
    backToBlog: 'All articles',
    published: 'Published on {{date}}',
    updated: 'Updated on {{date}}',
    readingTime: '{{minutes}} min read',
    views: 'Views: {{number}}',
    tags: 'Tags',
    keywords: 'Keywords',
    toc: {
      title: 'Table of contents',
      show: 'Show the table of contents',
    },
    languages: {
      title: 'Also in other languages',
      current: 'You are reading the {{language}} version.',
    },
    neighbours: {
      title: 'More from the blog',
      previous: 'Previous article',
      next: 'Next article',
    },
    related: 'Related articles',
    share: {
      title: 'Share this article',
      open: 'Share',
      twitter: 'Share on X (Twitter)',
      linkedin: 'Share on LinkedIn',
      facebook: 'Share on Facebook',
      reddit: 'Share on Reddit',
      whatsapp: 'Send with WhatsApp',
      telegram: 'Send with Telegram',
      email: 'Send by email',
      hackerNews: 'Submit to Hacker News',
      pocket: 'Save to Pocket',
      native: 'More ways to share…',
      copy: 'Copy the link',
    },
    toasts: {
      unavailable: 'Sharing unavailable',
      unavailableText: 'This article has no address to share yet.',
      failed: 'Share failed',
      failedText: 'The sharing window could not open. Allow pop-ups for this site and try again.',
      copied: 'Link copied',
      copyFailed: 'Copy failed',
      copyFailedText: 'This browser did not let the page write to the clipboard.',
    },
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type BlogPostTexts = Widen<typeof en>;

export default en satisfies BlogPostTexts;
