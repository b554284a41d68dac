import { describe } from 'vitest';
import { itServesSiteDocuments } from '../../content/test/site-documents-front.ts';
import { useDocumentsStandalone } from './documents-standalone.ts';

/** The home page's PDFs (#19) through the single-machine dispatcher. */
const url = useDocumentsStandalone();

describe('the home page’s documents through the dispatcher', () => {
  itServesSiteDocuments(url);
});
