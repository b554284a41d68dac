import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  documentFileUrl,
  languageCodes,
  siteContentLimits,
  siteSectionNames,
  type DocumentFile,
  type LanguageCode,
  type LanguageContent,
  type LanguageDraftPatch,
  type SiteContentAdmin,
  type SiteContentAnswer,
  type SiteContentDocument,
} from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import type { SiteContentState, SiteContentStore, SiteContentVersionRecord } from '../stores/site-content-port.ts';
import type { DocumentFolder } from './document-folder.ts';
import { checkPdf } from './pdf-check.ts';
import { missingInEnglish, publicAnswer } from './public-answer.ts';
import { adminView } from './status.ts';

export interface SiteContentDeps {
  store: SiteContentStore;
  folder: DocumentFolder;
  /** What stands in until the first write (seed.ts). */
  seed: SiteContentState;
  now: () => Date;
}

/** A write that lost to another every time it was tried: only under a storm of saves. */
const attempts = 5;

const conflict = () =>
  new HttpError(409, 'conflict', 'The content changed since it was read; reload it and save again.', {
    details: [{ path: 'body.baseRevision', message: 'is no longer the current revision' }],
  });

const invalid = (path: string, message: string) =>
  new HttpError(400, 'validation_failed', 'The request body is not valid.', { details: [{ path, message }] });

/**
 * The home page's content operations: read, save a language's draft or the person's name, publish, history and
 * restore, a document's PDF. Each change is one compare-and-swap write of the whole state (all or nothing), tried
 * again when another write came first unless the caller named the revision it started from.
 */
export function siteContent(deps: SiteContentDeps) {
  const { store, folder } = deps;
  const current = async () => (await store.read()) ?? deps.seed;
  // The seed changes only with the code: its hash tells one shipped seed from another.
  const seedTag = createHash('sha256').update(JSON.stringify(deps.seed.published)).digest('base64url').slice(0, 16);
  const startedAt = deps.now();

  async function change(
    base: number | undefined,
    make: (
      state: SiteContentState,
      at: number,
    ) => Promise<{ next: SiteContentState; version?: SiteContentVersionRecord }>,
  ): Promise<SiteContentState> {
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const state = await current();
      if (base !== undefined && state.revision !== base) throw conflict();
      const { next, version: entry } = await make(structuredClone(state), deps.now().getTime());
      if (await store.write(next, state.revision, entry, siteContentLimits.versions)) return next;
    }
    throw conflict();
  }

  /** Each PDF a draft names must be one stored, of the size it says: a client cannot point at a file it made up. */
  async function checkFiles(patch: LanguageDraftPatch) {
    const items = patch.documentation?.items ?? [];
    for (const [index, item] of items.entries()) {
      if (item.file && (await folder.size(item.file.hash)) !== item.file.bytes)
        throw invalid(`body.documentation.items.${index}.file`, 'must be a document uploaded before');
    }
  }

  const edit = (state: SiteContentState, lang: LanguageCode, at: number, sections: readonly string[]) => {
    state.edited[lang] = {
      ...state.edited[lang],
      ...Object.fromEntries(sections.map((section) => [section, at])),
    };
  };

  async function version(id: number) {
    const found = await store.version(id);
    if (!found) throw new HttpError(404, 'not_found', 'There is no such version (the oldest are not kept).');
    const { publishedAt, ...rest } = found;
    return { ...rest, publishedAt: new Date(publishedAt).toISOString() };
  }

  return {
    async admin(): Promise<SiteContentAdmin> {
      return adminView(await current());
    },
    async publicIn(lang: LanguageCode): Promise<SiteContentAnswer> {
      return publicAnswer((await current()).published, lang);
    },
    /**
     * What the public answer's and the home page's validators key on: the published revision and time, or the
     * seed's own tag (its content's hash) while nothing was written; and since when it is so.
     */
    async publishedTag(): Promise<{ tag: string; since: Date }> {
      const mark = await store.publishedMark();
      if (!mark || mark.at === null) return { tag: `seed-${seedTag}`, since: startedAt };
      return { tag: `${mark.revision}-${mark.at}`, since: new Date(mark.at) };
    },

    async saveDraft(lang: LanguageCode, patch: LanguageDraftPatch): Promise<SiteContentAdmin> {
      await checkFiles(patch);
      const { baseRevision, ...sections } = patch;
      const given = siteSectionNames.filter((section) => sections[section] !== undefined);
      const next = await change(baseRevision, async (state, at) => {
        const before = state.draft.languages[lang] ?? {};
        const kept = siteSectionNames.flatMap((section) => {
          const value = given.includes(section) ? sections[section] : before[section];
          return value ? [[section, value]] : [];
        });
        state.draft.languages[lang] = Object.fromEntries(kept) as LanguageContent;
        edit(state, lang, at, given);
        return { next: { ...state, revision: state.revision + 1 } };
      });
      return adminView(next);
    },

    async savePerson(personName: string, baseRevision?: number): Promise<SiteContentAdmin> {
      const next = await change(baseRevision, async (state) => {
        state.draft.personName = personName;
        return { next: { ...state, revision: state.revision + 1 } };
      });
      return adminView(next);
    },

    async publish(lang: LanguageCode | undefined): Promise<SiteContentAdmin> {
      const next = await change(undefined, async (state, at) => {
        const langs = lang ? [lang] : languageCodes.filter((code) => state.draft.languages[code] !== undefined);
        // The language published comes from the draft (absent there: absent here), the others stay as they were.
        const languages = languageCodes.flatMap((code) => {
          const source = lang && code !== lang ? state.published.languages[code] : state.draft.languages[code];
          return source ? [[code, source]] : [];
        });
        const published: SiteContentDocument = {
          personName: state.draft.personName,
          languages: Object.fromEntries(languages) as SiteContentDocument['languages'],
        };
        const missing = missingInEnglish(published);
        if (missing.length > 0)
          throw new HttpError(422, 'not_publishable', 'English needs every section: the others fall back to it.', {
            details: missing.map((section) => ({ path: `en.${section}`, message: 'is missing' })),
          });
        const revision = state.revision + 1;
        return {
          next: { ...state, revision, publishedRevision: revision, published, publishedAt: at },
          version: { id: revision, publishedAt: at, langs, content: published },
        };
      });
      return adminView(next);
    },

    async versions() {
      const items = await store.versions();
      return {
        items: items.map(({ id, publishedAt, langs }) => ({
          id,
          publishedAt: new Date(publishedAt).toISOString(),
          langs,
        })),
      };
    },

    version,

    /** The version's content becomes the draft; the sections it changes count as edited now. */
    async restore(id: number): Promise<SiteContentAdmin> {
      const { content } = await version(id);
      const next = await change(undefined, async (state, at) => {
        for (const lang of languageCodes) {
          const before = state.draft.languages[lang] ?? {};
          const after = content.languages[lang] ?? {};
          const changed = siteSectionNames.filter((section) => !isDeepStrictEqual(after[section], before[section]));
          edit(state, lang, at, changed);
        }
        return { next: { ...state, draft: structuredClone(content), revision: state.revision + 1 } };
      });
      return adminView(next);
    },

    /** Stores the PDF, then names it in the language's draft of that document; live once published. */
    async upload(key: string, lang: LanguageCode, bytes: Uint8Array) {
      checkPdf(bytes);
      const hasItem = (state: SiteContentState) =>
        state.draft.languages[lang]?.documentation?.items.some((item) => item.key === key) ?? false;
      if (!hasItem(await current()))
        throw new HttpError(
          404,
          'not_found',
          `The ${lang} draft has no document ${key}; add it to the section first.`,
          {
            details: [{ path: 'params.key', message: 'is not a document of this language' }],
          },
        );
      const file: DocumentFile = await folder.put(bytes);
      const next = await change(undefined, async (state, at) => {
        if (!hasItem(state)) throw conflict();
        for (const item of state.draft.languages[lang]!.documentation!.items) if (item.key === key) item.file = file;
        edit(state, lang, at, ['documentation']);
        return { next: { ...state, revision: state.revision + 1 } };
      });
      return { key, lang, file, url: documentFileUrl(key, file.hash), revision: next.revision };
    },
  };
}

export type SiteContent = ReturnType<typeof siteContent>;
