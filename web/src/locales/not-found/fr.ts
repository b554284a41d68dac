import type { NotFoundTexts } from './en';

const fr: NotFoundTexts = {
  meta: {
    notFoundTitle: 'Page introuvable · Camille Laurent',
    notFoundDescription: "Cette page n'existe pas ou a été déplacée.",
  },
  notFound: {
    title: 'Page introuvable',
    message: "La page que vous cherchez n'existe pas ou a été déplacée.",
    home: "Retour à l'accueil",
  },
};

export default fr;
