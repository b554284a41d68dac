import { siteTextsEs } from '@portfolio/contracts';
import type { HomeTexts } from './en';

const es: HomeTexts = {
  meta: {
    homeTitle: siteTextsEs.home.title,
    homeDescription: siteTextsEs.home.description,
  },
  companies: {
    present: 'hoy',
  },
  documentation: {
    download: 'Descargar',
    details: 'PDF · {{size}} · {{language}}',
  },
  content: {
    failed: 'No se pudo cargar el contenido de esta página.',
    retry: 'Reintentar',
  },
};

export default es;
