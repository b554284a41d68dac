import { diffLines, diffWordsWithSpace, type Change } from 'diff';
import {
  emptyVersion,
  languageCodes,
  type ArticleDraft,
  type LanguageCode,
  type VersionDraft,
} from '@portfolio/contracts';

/** A run of text in a diff: kept, added or removed; `skipped` stands for unchanged lines left out of a long text. */
export type DiffPart = { kind: 'same' | 'added' | 'removed'; value: string } | { kind: 'skipped'; lines: number };

export type VersionField =
  'title' | 'slug' | 'excerpt' | 'markdown' | 'keywords' | 'seoTitle' | 'seoDescription' | 'canonicalUrl';
export type ArticleField = 'sourceLang' | 'tags' | 'cover';

export interface FieldDiff<F extends string> {
  field: F;
  /** Line by line (the Markdown) or word by word (everything else). */
  mode: 'lines' | 'words';
  parts: DiffPart[];
}

export interface LanguageDiff {
  lang: LanguageCode;
  change: 'added' | 'removed' | 'changed';
  fields: FieldDiff<VersionField>[];
}

/** What changed between two drafts: the article's own fields, then each language that changed, in the usual order. */
export interface DraftDiff {
  article: FieldDiff<ArticleField>[];
  languages: LanguageDiff[];
}

/** Unchanged lines kept around each change of a long text, for its context. */
export const contextLines = 3;
/** A diff that would take longer gives up and shows the whole old text removed and the whole new one added. */
const diffTimeoutMs = 1_500;

const versionFields: readonly VersionField[] = [
  'title',
  'slug',
  'excerpt',
  'markdown',
  'keywords',
  'seoTitle',
  'seoDescription',
  'canonicalUrl',
];

const textOf = (version: VersionDraft, field: VersionField) =>
  field === 'keywords' ? version.keywords.join(', ') : version[field];

const coverText = (cover: ArticleDraft['cover']) =>
  cover === null ? '' : cover.kind === 'media' ? cover.mediaId : cover.src;

function toParts(changes: Change[] | undefined, before: string, after: string): DiffPart[] {
  if (!changes) {
    return [
      { kind: 'removed', value: before },
      { kind: 'added', value: after },
    ].filter((part) => part.value !== '') as DiffPart[];
  }
  return changes
    .filter((change) => change.value !== '')
    .map((change) => ({
      kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
      value: change.value,
    }));
}

/**
 * A long unchanged run of lines keeps `contextLines` on each side of a change and says how many it left out; at
 * the start or the end of the text only the side next to a change is kept.
 */
export function collapseLines(parts: DiffPart[]): DiffPart[] {
  return parts.flatMap((part, index): DiffPart[] => {
    if (part.kind !== 'same') return [part];
    const lines = part.value.split(/(?<=\n)/);
    const keepBefore = index > 0 ? contextLines : 0;
    const keepAfter = index < parts.length - 1 ? contextLines : 0;
    if (lines.length <= keepBefore + keepAfter + 1) return [part];
    const head = lines.slice(0, keepBefore).join('');
    const tail = lines.slice(lines.length - keepAfter).join('');
    return [
      ...(head ? [{ kind: 'same' as const, value: head }] : []),
      { kind: 'skipped' as const, lines: lines.length - keepBefore - keepAfter },
      ...(tail ? [{ kind: 'same' as const, value: tail }] : []),
    ];
  });
}

/** One field's diff, or nothing when it did not change. */
export function diffField<F extends string>(field: F, before: string, after: string, mode: 'lines' | 'words') {
  if (before === after) return [];
  const changes =
    mode === 'lines'
      ? diffLines(before, after, { timeout: diffTimeoutMs })
      : diffWordsWithSpace(before, after, { timeout: diffTimeoutMs });
  const parts = toParts(changes, before, after);
  return [{ field, mode, parts: mode === 'lines' ? collapseLines(parts) : parts } satisfies FieldDiff<F>];
}

/** Every change from `older` to `newer`: per article field, and per language and field. */
export function draftDiff(older: ArticleDraft, newer: ArticleDraft): DraftDiff {
  const article = [
    ...diffField<ArticleField>('sourceLang', older.sourceLang, newer.sourceLang, 'words'),
    ...diffField<ArticleField>('tags', older.tags.join(', '), newer.tags.join(', '), 'words'),
    ...diffField<ArticleField>('cover', coverText(older.cover), coverText(newer.cover), 'words'),
  ];
  const languages = languageCodes.flatMap((lang): LanguageDiff[] => {
    const before = older.versions.find((version) => version.lang === lang);
    const after = newer.versions.find((version) => version.lang === lang);
    if (!before && !after) return [];
    const fields = versionFields.flatMap((field) =>
      diffField(
        field,
        textOf(before ?? emptyVersion(lang), field),
        textOf(after ?? emptyVersion(lang), field),
        field === 'markdown' ? 'lines' : 'words',
      ),
    );
    const change = !before ? 'added' : !after ? 'removed' : 'changed';
    return fields.length > 0 || change !== 'changed' ? [{ lang, change, fields }] : [];
  });
  return { article, languages };
}
