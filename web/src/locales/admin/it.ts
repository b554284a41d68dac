import type { AdminDictionary } from './en';

const it: AdminDictionary = {
  meta: {
    loginTitle: 'Accesso amministratore · Camille Laurent',
    dashboardTitle: 'Pannello · Amministrazione',
    description: 'Area di amministrazione privata.',
  },
  session: {
    checking: 'Verifica della sessione in corso…',
  },
  login: {
    title: 'Accesso amministratore',
    subtitle: 'Accedi per aprire il pannello di amministrazione.',
    email: 'Email',
    password: 'Password',
    showPassword: 'Mostra la password',
    hidePassword: 'Nascondi la password',
    submit: 'Accedi',
    submitting: 'Accesso in corso…',
    throttledTitle: 'Troppi tentativi',
    throttledUntil: "L'accesso è bloccato per ora. Riprova {{when}}.",
    throttled: "L'accesso è bloccato per ora. Riprova più tardi.",
  },
  layout: {
    area: 'Amministrazione',
    navigation: 'Navigazione di amministrazione',
    dashboard: 'Pannello',
    analytics: 'Statistiche',
    logs: 'Registri',
    blog: 'Blog',
    images: 'Immagini',
    signedInAs: 'Accesso effettuato come',
    signOut: 'Esci',
  },
  screenError: {
    title: 'Questa schermata ha smesso di funzionare',
    message: 'Il resto dell’amministrazione funziona: scegli un’altra schermata dal menu o ricarica questa.',
    reload: 'Ricarica',
  },
  common: {
    loading: 'Caricamento…',
    loadFailed: 'Impossibile caricare questi dati.',
    retry: 'Riprova',
    notMeasured: 'non misurato',
    seconds: '{{value}} s',
    milliseconds: '{{value}} ms',
    versusPrevious: 'rispetto al periodo precedente',
    noPrevious: 'niente da confrontare',
    more: 'oltre {{count}}',
  },
  dashboard: {
    title: 'Pannello',
    intro: 'Il tuo sito a colpo d’occhio: oggi, gli ultimi sette giorni e cosa non va.',
    pageviewsToday: 'Pagine viste oggi',
    sessionsToday: 'Visite oggi',
    pageviewsWeek: 'Pagine viste, ultimi 7 giorni',
    sessionsWeek: 'Visite, ultimi 7 giorni',
    versusYesterday: 'rispetto a ieri',
    versusLastWeek: 'rispetto ai 7 giorni precedenti',
    activeNow: 'Visitatori attivi ora',
    openIssues: 'Errori aperti, ultime 24 ore',
    trend: 'Ultimi 14 giorni',
    openAnalytics: 'Apri le statistiche',
    openLogs: 'Apri i registri',
  },
};

export default it;
