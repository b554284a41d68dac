import type { NewsletterTexts } from './en';

const fr: NewsletterTexts = {
  signup: {
    title: 'La newsletter',
    intro: 'Un e-mail par semaine avec les derniers articles. Pas de spam, désinscription en un clic.',
    emailLabel: 'E-mail',
    emailPlaceholder: 'vous@exemple.fr',
    firstNameLabel: 'Prénom (facultatif)',
    firstNamePlaceholder: 'Votre prénom',
    honeypotLabel: 'Laissez ce champ vide',
    subscribe: 'S’abonner',
    subscribing: 'Inscription en cours…',
    invalidTitle: 'E-mail requis',
    invalidText: 'Veuillez indiquer une adresse e-mail valide pour recevoir nos actualités.',
    welcomeTitle: 'Bienvenue dans la newsletter !',
    welcomeText: 'Vous recevrez bientôt nos derniers articles et analyses.',
    checkInbox: 'Merci ! Consultez votre boîte de réception pour confirmer votre inscription.',
    failedTitle: 'Échec de l’inscription',
    failedText: 'Veuillez réessayer dans quelques instants.',
  },
  confirm: {
    metaTitle: 'Confirmez votre inscription',
    metaDescription: 'Confirmation de votre inscription à la newsletter hebdomadaire.',
    confirming: 'Confirmation de votre inscription…',
    confirmedTitle: 'Inscription confirmée',
    confirmedText: 'Merci ! Vous recevrez la newsletter chaque semaine, dès le prochain numéro.',
    invalidTitle: 'Ce lien est invalide ou a expiré',
    invalidText:
      'Les liens de confirmation sont valables sept jours. Inscrivez-vous à nouveau ci-dessous pour en recevoir un nouveau.',
    failedTitle: 'La confirmation n’a pas pu aboutir',
    failedText: 'Le serveur est injoignable. Veuillez réessayer dans quelques instants.',
    retry: 'Réessayer',
    home: 'Retour à l’accueil',
  },
  unsubscribe: {
    metaTitle: 'Se désabonner de la newsletter',
    metaDescription: 'Ne plus recevoir la newsletter hebdomadaire.',
    title: 'Se désabonner de la newsletter',
    text: 'Vous ne recevrez plus la newsletter hebdomadaire à cette adresse.',
    button: 'Se désabonner',
    working: 'Désabonnement en cours…',
    doneTitle: 'Vous êtes désabonné',
    doneText: 'Vous ne recevrez plus la newsletter. Vous pouvez vous réinscrire à tout moment.',
    invalidTitle: 'Ce lien est invalide ou a expiré',
    invalidText: 'Utilisez le lien de désabonnement d’un e-mail récent de la newsletter.',
    failedText: 'La demande n’a pas pu aboutir. Veuillez réessayer dans quelques instants.',
    home: 'Retour à l’accueil',
  },
};

export default fr;
