import type { ContactTexts } from './en';

const fr: ContactTexts = {
  contact: {
    title: 'Contact',
    intro: 'Un projet, une question ou simplement un bonjour ? Écrivez-moi, je vous répondrai personnellement.',
    responseTime: 'Je réponds généralement sous 24 à 48 heures.',
    nameLabel: 'Nom',
    namePlaceholder: 'Votre nom',
    emailLabel: 'E-mail',
    emailPlaceholder: 'vous@exemple.fr',
    subjectLabel: 'Objet',
    subjectPlaceholder: 'De quoi s’agit-il ?',
    messageLabel: 'Message',
    messagePlaceholder: 'Votre message…',
    honeypotLabel: 'Laissez ce champ vide',
    required: 'Champs obligatoires',
    send: 'Envoyer le message',
    sending: 'Envoi en cours…',
    missingTitle: 'Informations manquantes',
    missingText: 'Veuillez remplir tous les champs obligatoires.',
    sentTitle: 'Message envoyé !',
    sentText: 'Merci pour votre message. Je vous répondrai très bientôt.',
    failedTitle: 'Échec de l’envoi du message',
    failedText: 'Une erreur est survenue lors de l’envoi de votre message. Veuillez réessayer plus tard.',
    timeoutText: 'La requête a expiré. Vérifiez votre connexion et réessayez.',
  },
};

export default fr;
