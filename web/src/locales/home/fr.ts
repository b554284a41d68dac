import { siteTextsFr } from '@portfolio/contracts';
import type { HomeTexts } from './en';

const fr: HomeTexts = {
  meta: {
    homeTitle: siteTextsFr.home.title,
    homeDescription: siteTextsFr.home.description,
  },
  companies: {
    present: "aujourd'hui",
  },
  documentation: {
    download: 'Télécharger',
    details: 'PDF · {{size}} · {{language}}',
  },
  content: {
    failed: "Le contenu de cette page n'a pas pu être chargé.",
    retry: 'Réessayer',
  },
};

export default fr;
