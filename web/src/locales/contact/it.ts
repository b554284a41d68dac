import type { ContactTexts } from './en';

const it: ContactTexts = {
  contact: {
    title: 'Contatti',
    intro: 'Un progetto, una domanda o solo un saluto? Scrivimi e ti risponderò personalmente.',
    responseTime: 'Di solito rispondo entro 24–48 ore.',
    nameLabel: 'Nome',
    namePlaceholder: 'Il tuo nome',
    emailLabel: 'Email',
    emailPlaceholder: 'tu@esempio.it',
    subjectLabel: 'Oggetto',
    subjectPlaceholder: 'Di cosa si tratta?',
    messageLabel: 'Messaggio',
    messagePlaceholder: 'Il tuo messaggio…',
    honeypotLabel: 'Lascia vuoto questo campo',
    required: 'Campi obbligatori',
    send: 'Invia messaggio',
    sending: 'Invio in corso…',
    missingTitle: 'Informazioni mancanti',
    missingText: 'Compila tutti i campi obbligatori.',
    sentTitle: 'Messaggio inviato!',
    sentText: 'Grazie per il tuo messaggio. Ti risponderò presto.',
    failedTitle: 'Invio del messaggio non riuscito',
    failedText: 'Si è verificato un errore durante l’invio del messaggio. Riprova più tardi.',
    timeoutText: 'La richiesta è scaduta. Controlla la connessione e riprova.',
  },
};

export default it;
