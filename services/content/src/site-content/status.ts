import { isDeepStrictEqual } from 'node:util';
import {
  languageCodes,
  siteSectionNames,
  type LanguageCode,
  type LanguageStatus,
  type SiteContentAdmin,
} from '@portfolio/contracts';
import type { SiteContentState } from '../stores/site-content-port.ts';

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

/**
 * A language's status: its missing sections; the sections English edited after this language last edited its
 * own (English itself is never out of date); whether its draft differs from what is published.
 */
export function languageStatusOf(state: SiteContentState, lang: LanguageCode): LanguageStatus {
  const draft = state.draft.languages[lang] ?? {};
  const edited = state.edited[lang] ?? {};
  const english = state.edited.en ?? {};
  const times = Object.values(edited);
  return {
    missing: siteSectionNames.filter((section) => draft[section] === undefined),
    outOfDate:
      lang === 'en'
        ? []
        : siteSectionNames.filter(
            (section) => draft[section] !== undefined && (english[section] ?? 0) > (edited[section] ?? 0),
          ),
    unpublished: !isDeepStrictEqual(draft, state.published.languages[lang] ?? {}),
    editedAt: iso(times.length > 0 ? Math.max(...times) : null),
  };
}

/** What /admin/content reads. */
export function adminView(state: SiteContentState): SiteContentAdmin {
  return {
    revision: state.revision,
    draft: state.draft,
    published: state.published,
    publishedAt: iso(state.publishedAt),
    status: Object.fromEntries(languageCodes.map((lang) => [lang, languageStatusOf(state, lang)])) as Record<
      LanguageCode,
      LanguageStatus
    >,
  };
}
