import { siteTextsIt } from '@portfolio/contracts';
import type { NotFoundTexts } from './en';

const it: NotFoundTexts = {
  meta: {
    notFoundTitle: siteTextsIt.notFound.title,
    notFoundDescription: siteTextsIt.notFound.description,
  },
  notFound: {
    title: 'Pagina non trovata',
    message: 'La pagina che cerchi non esiste o è stata spostata.',
    home: 'Torna alla home',
  },
};

export default it;
