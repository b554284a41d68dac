import type { NotFoundTexts } from './en';

const pt: NotFoundTexts = {
  meta: {
    notFoundTitle: 'Página não encontrada · Camille Laurent',
    notFoundDescription: 'Esta página não existe ou foi movida.',
  },
  notFound: {
    title: 'Página não encontrada',
    message: 'A página que você procura não existe ou foi movida.',
    home: 'Voltar ao início',
  },
};

export default pt;
