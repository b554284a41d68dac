/**
 * The spec's login toasts (§8), quoted word for word in French whatever the language, like `fixed-texts.ts`
 * (and marked with its `lang`). Kept apart from it so that they travel with the admin chunk, not with every
 * visitor's first download.
 */
export const adminFixedTexts = {
  loginSuccessTitle: 'Connexion réussie',
  loginSuccess: "Bienvenue dans l'interface d'administration !",
  loginFailureTitle: 'Échec de la connexion',
  loginFailure: 'Email ou mot de passe incorrect.',
  loginErrorTitle: 'Erreur',
  loginError: 'Une erreur est survenue. Veuillez réessayer.',
} as const;
