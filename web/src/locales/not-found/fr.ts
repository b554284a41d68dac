import { siteTextsFr } from '@portfolio/contracts';
import type { NotFoundTexts } from './en';

const fr: NotFoundTexts = {
  meta: {
    notFoundTitle: siteTextsFr.notFound.title,
    notFoundDescription: siteTextsFr.notFound.description,
  },
  notFound: {
    title: 'Page introuvable',
    message: "La page que vous cherchez n'existe pas ou a été déplacée.",
    home: "Retour à l'accueil",
  },
};

export default fr;
