import type { AdminDictionary } from './en';

const es: AdminDictionary = {
  meta: {
    loginTitle: 'Acceso de administración · Camille Laurent',
    dashboardTitle: 'Panel · Administración',
    description: 'Área de administración privada.',
  },
  session: {
    checking: 'Comprobando tu sesión…',
  },
  login: {
    title: 'Acceso de administración',
    subtitle: 'Inicia sesión para acceder al panel de administración.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    showPassword: 'Mostrar la contraseña',
    hidePassword: 'Ocultar la contraseña',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    throttledTitle: 'Demasiados intentos',
    throttledUntil: 'El inicio de sesión está bloqueado por ahora. Vuelve a intentarlo {{when}}.',
    throttled: 'El inicio de sesión está bloqueado por ahora. Vuelve a intentarlo más tarde.',
  },
  layout: {
    area: 'Administración',
    navigation: 'Navegación de administración',
    dashboard: 'Panel',
    analytics: 'Estadísticas',
    logs: 'Registros',
    blog: 'Blog',
    images: 'Imágenes',
    signedInAs: 'Sesión iniciada como',
    signOut: 'Cerrar sesión',
  },
  screenError: {
    title: 'Esta pantalla ha dejado de funcionar',
    message: 'El resto de la administración sigue funcionando: elige otra pantalla en el menú o vuelve a cargar esta.',
    reload: 'Volver a cargar',
  },
  common: {
    loading: 'Cargando…',
    loadFailed: 'No se ha podido cargar.',
    retry: 'Reintentar',
    notMeasured: 'sin medir',
    seconds: '{{value}} s',
    milliseconds: '{{value}} ms',
    versusPrevious: 'frente al periodo anterior',
    noPrevious: 'nada con qué comparar',
    more: 'más de {{count}}',
  },
  dashboard: {
    title: 'Panel',
    intro: 'Tu sitio de un vistazo: hoy, los últimos siete días y lo que está fallando.',
    pageviewsToday: 'Páginas vistas hoy',
    sessionsToday: 'Visitas hoy',
    pageviewsWeek: 'Páginas vistas, últimos 7 días',
    sessionsWeek: 'Visitas, últimos 7 días',
    versusYesterday: 'frente a ayer',
    versusLastWeek: 'frente a los 7 días anteriores',
    activeNow: 'Visitantes activos ahora',
    openIssues: 'Errores abiertos, últimas 24 horas',
    trend: 'Últimos 14 días',
    openAnalytics: 'Abrir las estadísticas',
    openLogs: 'Abrir los registros',
  },
};

export default es;
