import type { ContactTexts } from './en';

const de: ContactTexts = {
  contact: {
    title: 'Kontakt',
    intro: 'Ein Projekt, eine Frage oder einfach ein Hallo? Schreiben Sie mir, ich antworte persönlich.',
    responseTime: 'Ich antworte in der Regel innerhalb von 24–48 Stunden.',
    nameLabel: 'Name',
    namePlaceholder: 'Ihr Name',
    emailLabel: 'E-Mail',
    emailPlaceholder: 'sie@beispiel.de',
    subjectLabel: 'Betreff',
    subjectPlaceholder: 'Worum geht es?',
    messageLabel: 'Nachricht',
    messagePlaceholder: 'Ihre Nachricht…',
    honeypotLabel: 'Dieses Feld leer lassen',
    required: 'Pflichtfelder',
    send: 'Nachricht senden',
    sending: 'Wird gesendet…',
    missingTitle: 'Fehlende Angaben',
    missingText: 'Bitte füllen Sie alle Pflichtfelder aus.',
    sentTitle: 'Nachricht gesendet!',
    sentText: 'Vielen Dank für Ihre Nachricht. Ich melde mich bald bei Ihnen.',
    failedTitle: 'Nachricht konnte nicht zugestellt werden',
    failedText: 'Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    timeoutText: 'Die Anfrage hat zu lange gedauert. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
};

export default de;
