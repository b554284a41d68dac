import type { NotFoundTexts } from './en';

const it: NotFoundTexts = {
  meta: {
    notFoundTitle: 'Pagina non trovata · Camille Laurent',
    notFoundDescription: 'Questa pagina non esiste o è stata spostata.',
  },
  notFound: {
    title: 'Pagina non trovata',
    message: 'La pagina che cerchi non esiste o è stata spostata.',
    home: 'Torna alla home',
  },
};

export default it;
