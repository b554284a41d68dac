/**
 * English texts of the admin area's frame (sign-in, session check, sidebar, dashboard, shared words, screen error):
 * the reference for the nine other languages. Its shape is `AdminDictionary`, so every other language must have
 * exactly these keys (a missing or extra key fails the typecheck). Registered by the admin chunk only, like the two
 * other admin namespaces, so visitors never download them.
 */
const en = {
  meta: {
    loginTitle: 'Admin Login · Camille Laurent',
    dashboardTitle: 'Dashboard · Admin',
    description: 'Private administration area.',
  },
  session: {
    checking: 'Checking your session…',
  },
  login: {
    title: 'Admin Login',
    subtitle: 'Sign in to access the admin dashboard.',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign In',
    submitting: 'Signing In...',
    throttledTitle: 'Too many attempts',
    throttledUntil: 'Sign-in is blocked for now. Try again {{when}}.',
    throttled: 'Sign-in is blocked for now. Try again later.',
  },
  layout: {
    area: 'Administration',
    navigation: 'Admin navigation',
    dashboard: 'Dashboard',
    analytics: 'Analytics',
    logs: 'Logs',
    blog: 'Blog',
    content: 'Site content',
    games: 'Games',
    aiProviders: 'AI providers',
    images: 'Images',
    inbox: 'Inbox',
    newsletter: 'Newsletter',
    smtp: 'SMTP',
    account: 'Account',
    seo: 'SEO',
    seoManagement: 'SEO management',
    unreadCount: '{{count}} unread',
    signedInAs: 'Signed in as',
    signOut: 'Sign out',
  },
  screenError: {
    title: 'This screen stopped working',
    message: 'The rest of the admin area still works: pick another screen in the menu, or reload this one.',
    reload: 'Reload',
  },
  common: {
    loading: 'Loading…',
    loadFailed: 'This could not be loaded.',
    retry: 'Try again',
    notMeasured: 'not measured',
    seconds: '{{value}} s',
    milliseconds: '{{value}} ms',
    versusPrevious: 'vs previous period',
    noPrevious: 'nothing to compare with',
    more: '{{count}}+',
  },
  dashboard: {
    title: 'Dashboard',
    intro: 'Your site at a glance: today, the last seven days, and what is going wrong.',
    pageviewsToday: 'Page views today',
    sessionsToday: 'Visits today',
    pageviewsWeek: 'Page views, last 7 days',
    sessionsWeek: 'Visits, last 7 days',
    versusYesterday: 'vs yesterday',
    versusLastWeek: 'vs the 7 days before',
    activeNow: 'Visitors active now',
    openIssues: 'Open errors, last 24 hours',
    trend: 'Last 14 days',
    openAnalytics: 'Open the analytics',
    openLogs: 'Open the logs',
    unreadMessages: 'Unread messages',
    openInbox: 'Open the inbox',
  },
  health: {
    title: 'Service health',
    freeDisk: 'Free disk space',
    diskFree: '{{size}} free ({{percent}})',
    diskLow: 'running low',
    unknown: 'Unknown',
    lastBackup: 'Last backup',
    noBackup: 'No backup yet',
    servicesCaption: "Each service's state, spool backlog and failed background jobs",
    service: 'Service',
    state: 'State',
    spoolBacklog: 'Spool backlog',
    failedJobs: 'Failed jobs',
    logs: 'Logs',
    none: '—',
    openServiceLogs: '{{service}} logs',
    checkedAt: 'Checked {{time}}',
    states: {
      ready: 'Ready',
      degraded: 'Degraded',
      down: 'Down',
    },
    reasons: {
      checkFailing: 'Check failing: {{check}}',
      storeUnreachable: 'Store unreachable ({{check}}): records wait in the spool',
      spoolBacklog: '{{size}} waiting in the spool',
      shuttingDown: 'Shutting down',
      noAnswer: 'No answer',
    },
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type AdminDictionary = Widen<typeof en>;

export default en satisfies AdminDictionary;
