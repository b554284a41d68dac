import { siteTextsDe } from '@portfolio/contracts';
import type { HomeTexts } from './en';

const de: HomeTexts = {
  meta: {
    homeTitle: siteTextsDe.home.title,
    homeDescription: siteTextsDe.home.description,
  },
  companies: {
    present: 'heute',
  },
  documentation: {
    download: 'Herunterladen',
    details: 'PDF · {{size}} · {{language}}',
  },
  content: {
    failed: 'Der Inhalt dieser Seite konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
};

export default de;
