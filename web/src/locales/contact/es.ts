import type { ContactTexts } from './en';

const es: ContactTexts = {
  contact: {
    title: 'Contacto',
    intro: '¿Un proyecto, una pregunta o simplemente un saludo? Escríbeme y te responderé personalmente.',
    responseTime: 'Suelo responder en un plazo de 24 a 48 horas.',
    nameLabel: 'Nombre',
    namePlaceholder: 'Tu nombre',
    emailLabel: 'Correo electrónico',
    emailPlaceholder: 'tu@ejemplo.es',
    subjectLabel: 'Asunto',
    subjectPlaceholder: '¿De qué se trata?',
    messageLabel: 'Mensaje',
    messagePlaceholder: 'Tu mensaje…',
    honeypotLabel: 'Deja este campo vacío',
    required: 'Campos obligatorios',
    send: 'Enviar mensaje',
    sending: 'Enviando…',
    missingTitle: 'Falta información',
    missingText: 'Rellena todos los campos obligatorios.',
    sentTitle: '¡Mensaje enviado!',
    sentText: 'Gracias por tu mensaje. Te responderé pronto.',
    failedTitle: 'No se pudo enviar el mensaje',
    failedText: 'Se produjo un error al enviar tu mensaje. Inténtalo de nuevo más tarde.',
    timeoutText: 'La solicitud ha caducado. Comprueba tu conexión e inténtalo de nuevo.',
  },
};

export default es;
