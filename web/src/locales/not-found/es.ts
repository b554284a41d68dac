import type { NotFoundTexts } from './en';

const es: NotFoundTexts = {
  meta: {
    notFoundTitle: 'Página no encontrada · Camille Laurent',
    notFoundDescription: 'Esta página no existe o se ha movido.',
  },
  notFound: {
    title: 'Página no encontrada',
    message: 'La página que buscas no existe o se ha movido.',
    home: 'Volver al inicio',
  },
};

export default es;
