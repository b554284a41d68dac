/**
 * Texts the spec quotes word for word (§2, §8). They are shown exactly as quoted, in every language, and
 * marked `lang="fr"` so that screen readers pronounce them as French. They also appear when the dictionaries
 * could not load (that is when the error screens matter most), which is why they are not in the dictionaries.
 */
export const fixedTexts = {
  language: 'fr',
  loading: 'Chargement en cours…',
  routeErrorTitle: 'Oups !',
  routeErrorUnknown: 'Erreur de routage inconnue',
  globalErrorTitle: 'Une erreur est survenue',
  globalErrorFallback: "Une erreur inattendue s'est produite. Un journal détaillé a été envoyé.",
  globalErrorRetry: 'Revenir en arrière',
  globalErrorReload: 'Recharger la page',
} as const;
