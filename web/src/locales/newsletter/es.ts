import type { NewsletterTexts } from './en';

const es: NewsletterTexts = {
  signup: {
    title: 'Boletín',
    intro: 'Un correo a la semana con los últimos artículos. Sin spam, date de baja con un clic.',
    emailLabel: 'Correo electrónico',
    emailPlaceholder: 'tu@ejemplo.es',
    firstNameLabel: 'Nombre (opcional)',
    firstNamePlaceholder: 'Tu nombre',
    honeypotLabel: 'Deja este campo vacío',
    subscribe: 'Suscribirme',
    subscribing: 'Suscribiendo…',
    invalidTitle: 'Correo electrónico obligatorio',
    invalidText: 'Indica una dirección de correo válida para recibir nuestras novedades.',
    welcomeTitle: '¡Bienvenido al boletín!',
    welcomeText: 'Pronto recibirás nuestros últimos artículos y reflexiones.',
    checkInbox: '¡Gracias! Revisa tu bandeja de entrada para confirmar tu suscripción.',
    failedTitle: 'La suscripción ha fallado',
    failedText: 'Inténtalo de nuevo dentro de unos momentos.',
  },
  confirm: {
    metaTitle: 'Confirma tu suscripción',
    metaDescription: 'Confirmación de tu suscripción al boletín semanal.',
    confirming: 'Confirmando tu suscripción…',
    confirmedTitle: 'Suscripción confirmada',
    confirmedText: '¡Gracias! Recibirás el boletín cada semana, a partir del próximo número.',
    invalidTitle: 'Este enlace no es válido o ha caducado',
    invalidText:
      'Los enlaces de confirmación son válidos durante siete días. Vuelve a suscribirte abajo para recibir uno nuevo.',
    failedTitle: 'No se pudo completar la confirmación',
    failedText: 'No se pudo contactar con el servidor. Inténtalo de nuevo dentro de unos momentos.',
    retry: 'Reintentar',
    home: 'Volver a la página de inicio',
  },
  unsubscribe: {
    metaTitle: 'Darse de baja del boletín',
    metaDescription: 'Dejar de recibir el boletín semanal.',
    title: 'Darse de baja del boletín',
    text: 'Dejarás de recibir el boletín semanal en esta dirección.',
    button: 'Darme de baja',
    working: 'Dando de baja…',
    doneTitle: 'Te has dado de baja',
    doneText: 'Ya no recibirás el boletín. Puedes volver a suscribirte cuando quieras.',
    invalidTitle: 'Este enlace no es válido o ha caducado',
    invalidText: 'Usa el enlace para darte de baja de un correo reciente del boletín.',
    failedText: 'No se pudo completar la solicitud. Inténtalo de nuevo dentro de unos momentos.',
    home: 'Volver a la página de inicio',
  },
};

export default es;
