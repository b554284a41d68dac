import type { AdminDictionary } from './en';

const de: AdminDictionary = {
  meta: {
    loginTitle: 'Admin-Anmeldung · Camille Laurent',
    dashboardTitle: 'Übersicht · Verwaltung',
    description: 'Privater Verwaltungsbereich.',
  },
  session: {
    checking: 'Ihre Sitzung wird geprüft…',
  },
  login: {
    title: 'Admin-Anmeldung',
    subtitle: 'Melden Sie sich an, um die Verwaltungsübersicht zu öffnen.',
    email: 'E-Mail',
    password: 'Passwort',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft…',
    throttledTitle: 'Zu viele Versuche',
    throttledUntil: 'Die Anmeldung ist vorerst gesperrt. Versuchen Sie es {{when}} erneut.',
    throttled: 'Die Anmeldung ist vorerst gesperrt. Versuchen Sie es später erneut.',
  },
  layout: {
    area: 'Verwaltung',
    navigation: 'Verwaltungsnavigation',
    dashboard: 'Übersicht',
    analytics: 'Statistiken',
    logs: 'Protokolle',
    blog: 'Blog',
    images: 'Bilder',
    signedInAs: 'Angemeldet als',
    signOut: 'Abmelden',
  },
  screenError: {
    title: 'Diese Ansicht funktioniert nicht mehr',
    message:
      'Der Rest der Verwaltung funktioniert weiter: Wählen Sie im Menü eine andere Ansicht oder laden Sie diese neu.',
    reload: 'Neu laden',
  },
  common: {
    loading: 'Wird geladen…',
    loadFailed: 'Das konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    notMeasured: 'nicht gemessen',
    seconds: '{{value}} s',
    milliseconds: '{{value}} ms',
    versusPrevious: 'gegenüber dem Vorzeitraum',
    noPrevious: 'kein Vergleichswert',
    more: 'über {{count}}',
  },
  dashboard: {
    title: 'Übersicht',
    intro: 'Ihre Website auf einen Blick: heute, die letzten sieben Tage und was gerade schiefgeht.',
    pageviewsToday: 'Seitenaufrufe heute',
    sessionsToday: 'Besuche heute',
    pageviewsWeek: 'Seitenaufrufe, letzte 7 Tage',
    sessionsWeek: 'Besuche, letzte 7 Tage',
    versusYesterday: 'gegenüber gestern',
    versusLastWeek: 'gegenüber den 7 Tagen davor',
    activeNow: 'Gerade aktive Besucher',
    openIssues: 'Offene Fehler, letzte 24 Stunden',
    trend: 'Letzte 14 Tage',
    openAnalytics: 'Statistiken öffnen',
    openLogs: 'Protokolle öffnen',
  },
};

export default de;
