import { draftOf, emptyVersion, type LanguageCode, type VersionDraft } from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import type { EditorialArticle, EditorialVersion } from '../stores/editorial-port.ts';
import { mergeVersions } from './drafts.ts';
import { keep, load, write, type EditorDeps } from './editor-deps.ts';

/** The words a translation job writes: the rest of the version (slug, keywords, SEO texts) is the author's. */
export type TranslatedWords = Pick<VersionDraft, 'title' | 'excerpt' | 'markdown'>;

const hasWords = (v: VersionDraft) => v.title !== '' || v.excerpt !== '' || v.markdown !== '';

/**
 * Whether a translation job may write `lang`: a language the article lacks, one without words yet, or one a
 * machine wrote and nobody edited since. A translation the author wrote is never written over.
 */
export function machineMayWrite(
  article: { versions: readonly (VersionDraft & { machineTranslated?: boolean })[] },
  lang: LanguageCode,
): boolean {
  const version = article.versions.find((v) => v.lang === lang);
  return version === undefined || !hasWords(version) || version.machineTranslated === true;
}

/**
 * Writes one language's machine translation into the article's draft, whole, in one write, kept in the history as a
 * checkpoint, and marked machine-translated until the author edits it.
 */
export async function writeMachineTranslation(
  deps: EditorDeps,
  id: string,
  lang: LanguageCode,
  words: TranslatedWords,
): Promise<void> {
  const article = await load(deps, id);
  if (article.deletedAt) throw new HttpError(409, 'conflict', 'The article is in the trash.');
  if (!machineMayWrite(article, lang)) {
    throw new HttpError(409, 'conflict', `The ${lang} version was written by hand since the translation started.`);
  }
  const now = deps.now();
  const draft = draftOf(article);
  const before = draft.versions.find((v) => v.lang === lang) ?? emptyVersion(lang);
  const version: VersionDraft = { ...before, ...words };
  draft.versions = draft.versions.some((v) => v.lang === lang)
    ? draft.versions.map((v) => (v.lang === lang ? version : v))
    : [...draft.versions, version];
  const versions: EditorialVersion[] = mergeVersions(article, draft, now).map((v) =>
    v.lang === lang ? { ...v, machineTranslated: true } : v,
  );
  const next: EditorialArticle = {
    ...article,
    revision: article.revision + 1,
    versions,
    updatedAt: now,
    lastCheckpointAt: now,
  };
  await write(deps, next);
  await keep(deps, { articleId: id, revision: next.revision, kind: 'checkpoint', savedAt: now, draft });
}
