import type { NotFoundTexts } from './en';

const de: NotFoundTexts = {
  meta: {
    notFoundTitle: 'Seite nicht gefunden · Camille Laurent',
    notFoundDescription: 'Diese Seite existiert nicht oder wurde verschoben.',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    message: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    home: 'Zurück zur Startseite',
  },
};

export default de;
