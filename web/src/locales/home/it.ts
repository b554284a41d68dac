import { siteTextsIt } from '@portfolio/contracts';
import type { HomeTexts } from './en';

const it: HomeTexts = {
  meta: {
    homeTitle: siteTextsIt.home.title,
    homeDescription: siteTextsIt.home.description,
  },
  companies: {
    present: 'oggi',
  },
  documentation: {
    download: 'Scarica',
    details: 'PDF · {{size}} · {{language}}',
  },
  content: {
    failed: 'Non è stato possibile caricare il contenuto di questa pagina.',
    retry: 'Riprova',
  },
};

export default it;
