import type { AdminDictionary } from './en';

const fr: AdminDictionary = {
  meta: {
    loginTitle: 'Connexion administrateur · Camille Laurent',
    dashboardTitle: 'Tableau de bord · Administration',
    description: 'Espace d’administration privé.',
  },
  session: {
    checking: 'Vérification de votre session…',
  },
  login: {
    title: 'Connexion administrateur',
    subtitle: 'Connectez-vous pour accéder au tableau de bord d’administration.',
    email: 'E-mail',
    password: 'Mot de passe',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    submit: 'Se connecter',
    submitting: 'Connexion en cours…',
    throttledTitle: 'Trop de tentatives',
    throttledUntil: 'La connexion est bloquée pour le moment. Réessayez {{when}}.',
    throttled: 'La connexion est bloquée pour le moment. Réessayez plus tard.',
  },
  layout: {
    area: 'Administration',
    navigation: 'Navigation de l’administration',
    dashboard: 'Tableau de bord',
    analytics: 'Statistiques',
    logs: 'Journaux',
    blog: 'Blog',
    images: 'Images',
    signedInAs: 'Connecté en tant que',
    signOut: 'Se déconnecter',
  },
  screenError: {
    title: 'Cet écran ne fonctionne plus',
    message: 'Le reste de l’administration fonctionne : choisissez un autre écran dans le menu, ou rechargez celui-ci.',
    reload: 'Recharger',
  },
  common: {
    loading: 'Chargement…',
    loadFailed: 'Impossible de charger ces données.',
    retry: 'Réessayer',
    notMeasured: 'non mesuré',
    seconds: '{{value}} s',
    milliseconds: '{{value}} ms',
    versusPrevious: 'par rapport à la période précédente',
    noPrevious: 'rien à comparer',
    more: '{{count}} et plus',
  },
  dashboard: {
    title: 'Tableau de bord',
    intro: 'Votre site en un coup d’œil : aujourd’hui, les sept derniers jours et ce qui ne va pas.',
    pageviewsToday: 'Pages vues aujourd’hui',
    sessionsToday: 'Visites aujourd’hui',
    pageviewsWeek: 'Pages vues, 7 derniers jours',
    sessionsWeek: 'Visites, 7 derniers jours',
    versusYesterday: 'par rapport à hier',
    versusLastWeek: 'par rapport aux 7 jours précédents',
    activeNow: 'Visiteurs actifs en ce moment',
    openIssues: 'Erreurs ouvertes, dernières 24 heures',
    trend: '14 derniers jours',
    openAnalytics: 'Ouvrir les statistiques',
    openLogs: 'Ouvrir les journaux',
  },
};

export default fr;
