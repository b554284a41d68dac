/** One string per parameter of a route pattern: `/admin/logs/:id` takes one. */
type ParamValues<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...ParamValues<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

/**
 * A parameterised path: called with one value per parameter, in order, it builds the address (each value
 * encoded, so an id holding `/` or `?` stays one segment); its `pattern` is what the router matches.
 */
function route<P extends string>(pattern: P) {
  const build = (...values: ParamValues<P>) => {
    let next = 0;
    return pattern.replace(/:[^/]+/g, () => encodeURIComponent(values[next++]!));
  };
  return Object.assign(build, { pattern });
}

/**
 * Every client route of the whole app, the admin area's included: the one place they are spelled. Part of every
 * visitor's first download, so it stays a handful of strings.
 */
export const paths = {
  home: '/',
  games: '/games',
  blog: '/blog',
  /** One article version: `?lang=` is added by the server's address when several languages share the slug. */
  blogArticle: route('/blog/:slug'),
  /** The newsletter mails' links: `?token=` is the signed confirmation or unsubscribe token. */
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  /** The article reader's test page: not linked from the navigation, not indexed. */
  testHybridReader: '/test-hybrid-reader',
  /** The admin area: its sign-in page, and the prefix of every screen behind it. */
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminAnalytics: '/admin/analytics',
  adminLogs: '/admin/logs',
  /** One issue of the log viewer. */
  adminLog: route('/admin/logs/:id'),
  /** Every article, its search, filters and trash. */
  adminBlog: '/admin/blog',
  /** One article in the editor. */
  adminBlogEdit: route('/admin/blog/edit/:id'),
  /** The media library. */
  adminImages: '/admin/images',
  /** The contact messages, and one of them. */
  adminInbox: '/admin/inbox',
  adminMessage: route('/admin/inbox/:id'),
  /** The subscribers and the weekly newsletter. */
  adminNewsletter: '/admin/newsletter',
  /** The SMTP settings. */
  adminSmtp: '/admin/smtp',
} as const;

/** Real documents served from `public/docs` (built by `scripts/make-docs.ts`). */
export const documentPaths = {
  resume: '/docs/camille-laurent-resume.pdf',
  architecture: '/docs/architecture-handbook.pdf',
  caseStudy: '/docs/case-study-offline-first.pdf',
} as const;
