import { fileURLToPath } from 'node:url';
import type { LanguageCode, LanguageContent, SiteContentDocument } from '@portfolio/contracts';
import type { SiteContentState } from '../stores/site-content-port.ts';
import { putShippedFile, type DocumentFolder } from './document-folder.ts';
import { seedAr } from './seed/seed-ar.ts';
import { seedDe } from './seed/seed-de.ts';
import { seedEn } from './seed/seed-en.ts';
import { seedEs } from './seed/seed-es.ts';
import { seedFr } from './seed/seed-fr.ts';
import { seedIt } from './seed/seed-it.ts';
import { seedJa } from './seed/seed-ja.ts';
import { seedPt } from './seed/seed-pt.ts';
import { seedRu } from './seed/seed-ru.ts';
import { seedZh } from './seed/seed-zh.ts';

/** The sample persona (spec §1): the content the store stands in with until the administrator first saves. */
export const seedPersonName = 'Camille Laurent';

const seedLanguages: Record<LanguageCode, LanguageContent> = {
  en: seedEn,
  fr: seedFr,
  es: seedEs,
  de: seedDe,
  it: seedIt,
  pt: seedPt,
  ja: seedJa,
  zh: seedZh,
  ar: seedAr,
  ru: seedRu,
};

/** The persona's PDFs, in English, shipped beside the seed articles (written by scripts/make-docs.ts). */
const shippedDocuments = fileURLToPath(new URL('../../seed/documents/', import.meta.url));

/**
 * The seed as a state of revision 0, published and drafted alike. Its PDFs are put in the document folder (once:
 * they are named by their hash) and belong to the English documents; the other languages show English's.
 */
export async function seedState(folder: DocumentFolder): Promise<SiteContentState> {
  const english = structuredClone(seedEn);
  for (const item of english.documentation?.items ?? [])
    item.file = await putShippedFile(folder, `${shippedDocuments}${item.key}.pdf`);
  const content: SiteContentDocument = {
    personName: seedPersonName,
    languages: { ...structuredClone(seedLanguages), en: english },
  };
  return {
    revision: 0,
    publishedRevision: 0,
    draft: content,
    published: structuredClone(content),
    publishedAt: null,
    edited: {},
  };
}
