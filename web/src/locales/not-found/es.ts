import { siteTextsEs } from '@portfolio/contracts';
import type { NotFoundTexts } from './en';

const es: NotFoundTexts = {
  meta: {
    notFoundTitle: siteTextsEs.notFound.title,
    notFoundDescription: siteTextsEs.notFound.description,
  },
  notFound: {
    title: 'Página no encontrada',
    message: 'La página que buscas no existe o se ha movido.',
    home: 'Volver al inicio',
  },
};

export default es;
