import { siteTextsPt } from '@portfolio/contracts';
import type { NotFoundTexts } from './en';

const pt: NotFoundTexts = {
  meta: {
    notFoundTitle: siteTextsPt.notFound.title,
    notFoundDescription: siteTextsPt.notFound.description,
  },
  notFound: {
    title: 'Página não encontrada',
    message: 'A página que você procura não existe ou foi movida.',
    home: 'Voltar ao início',
  },
};

export default pt;
