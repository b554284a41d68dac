import { siteTextsDe } from '@portfolio/contracts';
import type { NotFoundTexts } from './en';

const de: NotFoundTexts = {
  meta: {
    notFoundTitle: siteTextsDe.notFound.title,
    notFoundDescription: siteTextsDe.notFound.description,
  },
  notFound: {
    title: 'Seite nicht gefunden',
    message: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    home: 'Zurück zur Startseite',
  },
};

export default de;
