import { siteTextsPt } from '@portfolio/contracts';
import type { HomeTexts } from './en';

const pt: HomeTexts = {
  meta: {
    homeTitle: siteTextsPt.home.title,
    homeDescription: siteTextsPt.home.description,
  },
  companies: {
    present: 'hoje',
  },
  documentation: {
    download: 'Baixar',
    details: 'PDF · {{size}} · {{language}}',
  },
  content: {
    failed: 'Não foi possível carregar o conteúdo desta página.',
    retry: 'Tentar novamente',
  },
};

export default pt;
