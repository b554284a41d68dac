import type { AdminDictionary } from './en';

const pt: AdminDictionary = {
  meta: {
    loginTitle: 'Acesso de administração · Camille Laurent',
    dashboardTitle: 'Painel · Administração',
    description: 'Área de administração privada.',
  },
  session: {
    checking: 'A verificar a sua sessão…',
  },
  login: {
    title: 'Acesso de administração',
    subtitle: 'Inicie sessão para aceder ao painel de administração.',
    email: 'E-mail',
    password: 'Palavra-passe',
    showPassword: 'Mostrar a palavra-passe',
    hidePassword: 'Ocultar a palavra-passe',
    submit: 'Iniciar sessão',
    submitting: 'A iniciar sessão…',
    throttledTitle: 'Demasiadas tentativas',
    throttledUntil: 'O início de sessão está bloqueado de momento. Tente novamente {{when}}.',
    throttled: 'O início de sessão está bloqueado de momento. Tente novamente mais tarde.',
  },
  layout: {
    area: 'Administração',
    navigation: 'Navegação de administração',
    dashboard: 'Painel',
    analytics: 'Estatísticas',
    logs: 'Registos',
    blog: 'Blog',
    images: 'Imagens',
    signedInAs: 'Sessão iniciada como',
    signOut: 'Terminar sessão',
  },
  screenError: {
    title: 'Este ecrã deixou de funcionar',
    message: 'O resto da administração continua a funcionar: escolha outro ecrã no menu ou recarregue este.',
    reload: 'Recarregar',
  },
  common: {
    loading: 'A carregar…',
    loadFailed: 'Não foi possível carregar estes dados.',
    retry: 'Tentar novamente',
    notMeasured: 'não medido',
    seconds: '{{value}} s',
    milliseconds: '{{value}} ms',
    versusPrevious: 'face ao período anterior',
    noPrevious: 'nada para comparar',
    more: 'mais de {{count}}',
  },
  dashboard: {
    title: 'Painel',
    intro: 'O seu site num relance: hoje, os últimos sete dias e o que está a correr mal.',
    pageviewsToday: 'Visualizações de página hoje',
    sessionsToday: 'Visitas hoje',
    pageviewsWeek: 'Visualizações de página, últimos 7 dias',
    sessionsWeek: 'Visitas, últimos 7 dias',
    versusYesterday: 'face a ontem',
    versusLastWeek: 'face aos 7 dias anteriores',
    activeNow: 'Visitantes ativos agora',
    openIssues: 'Erros em aberto, últimas 24 horas',
    trend: 'Últimos 14 dias',
    openAnalytics: 'Abrir as estatísticas',
    openLogs: 'Abrir os registos',
  },
};

export default pt;
