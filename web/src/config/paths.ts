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
  /** Outside the session: a reset link asked by email, and the pages the account mails' links open (`?token=`). */
  adminForgotPassword: '/admin/forgot-password',
  adminResetPassword: '/admin/reset-password',
  adminConfirmEmail: '/admin/confirm-email',
  adminDashboard: '/admin/dashboard',
  /** The administrator's own account: two-factor sign-in, password, email, open sessions. */
  adminAccount: '/admin/account',
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
  /** The home page's texts and documents, per language: drafts, preview, publishing, history. */
  adminContent: '/admin/content',
  /** The games of /games: shown or hidden, order, settings, play statistics, leaderboards. */
  adminGames: '/admin/games',
  /** The AI providers, the tasks they serve, the limits and the usage log. */
  adminAiProviders: '/admin/ai-providers',
  /** The site's SEO settings: names, descriptions, social image, per-page overrides. */
  adminSeo: '/admin/seo',
  /** The site's technical SEO: redirects, robots.txt, sitemap, audit, not-found addresses. */
  adminSeoManagement: '/admin/seo-management',
} as const;
