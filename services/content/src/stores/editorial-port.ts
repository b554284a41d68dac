import type { ArticleDraft, ArticleStatus, HistoryKind, LanguageCode, VersionDraft } from '@portfolio/contracts';

/** One language version of the administrator's draft. */
export interface EditorialVersion extends VersionDraft {
  /** When its words last changed. */
  editedAt: Date;
  /**
   * For a translation: the source version's content hash when this translation was last edited; it is out of date
   * when the source's hash differs now. The source version's own is its current hash.
   */
  sourceHash: string;
  /** Slugs it had before, in this language, newest first: each redirects to the current slug once published. */
  formerSlugs: string[];
  /** Written by an AI provider's translation (#20) and not edited since; absent on versions from before. */
  machineTranslated?: boolean;
}

/** The administrator's article: the draft, and what is known of its public side. */
export interface EditorialArticle {
  id: string;
  /** Bumped by every write; `replace` only writes over the revision it was based on. */
  revision: number;
  status: ArticleStatus;
  sourceLang: LanguageCode;
  tags: string[];
  cover: ArticleDraft['cover'];
  versions: EditorialVersion[];
  createdAt: Date;
  updatedAt: Date;
  /** The public date (first publication); null until then. */
  publishedAt: Date | null;
  scheduledAt: Date | null;
  /** The revision the public pages show; null when nothing is public. */
  liveRevision: number | null;
  /** The draft's content hash when it was last published or scheduled: differs from the draft's → unpublished changes. */
  liveHash: string | null;
  lastCheckpointAt: Date | null;
  deletedAt: Date | null;
}

export interface EditorialFilter {
  /** Case-insensitive, in any version's title or slug. */
  q?: string;
  status?: ArticleStatus;
  tag?: string;
  /** Has a version in this language. */
  lang?: LanguageCode;
  /** The trash (deletedAt set) instead of the rest. */
  trashed: boolean;
  offset: number;
  limit: number;
}

export interface HistorySummary {
  articleId: string;
  /** Per article, from 1, in order of saving. */
  seq: number;
  revision: number;
  kind: HistoryKind;
  savedAt: Date;
  /** The source version's title then. */
  title: string;
  languages: LanguageCode[];
}

export interface HistoryRecord extends HistorySummary {
  draft: ArticleDraft;
}

/**
 * The editor's store, beside the public ContentStore (which holds only what is published, rendered). Lists are
 * most recently changed first, then by id. Both adapters pass one contract suite.
 */
export interface EditorialStore {
  /** A new article; an id that exists is an error. */
  create(article: EditorialArticle): Promise<void>;
  get(id: string): Promise<EditorialArticle | undefined>;
  /**
   * Writes `article` (whose revision is `expectedRevision + 1`) only if the stored one is still at
   * `expectedRevision`: false, and nothing written, when another write came first. Compare and swap in one step.
   */
  replace(article: EditorialArticle, expectedRevision: number): Promise<boolean>;
  list(filter: EditorialFilter): Promise<{ articles: EditorialArticle[]; total: number }>;
  /** Every article not in the trash (a media image's usage, the editor's tag list). */
  all(): Promise<EditorialArticle[]>;
  /**
   * The article, not in the trash, whose version in `lang` has `slug` now or had it before (`current` false),
   * the current owner first when both exist.
   */
  slugOwner(lang: LanguageCode, slug: string): Promise<{ articleId: string; current: boolean } | undefined>;
  /** Deletes the article and its history for good. */
  delete(id: string): Promise<void>;
  /**
   * Keeps a history entry (its seq assigned: one more than the article's last) and prunes the article's oldest
   * `checkpoint` entries beyond `keep` entries in all; other kinds are never pruned. Returns the seq.
   */
  addHistory(entry: Omit<HistoryRecord, 'seq'>, keep: number): Promise<number>;
  /** The article's entries, newest first, without their drafts. */
  history(articleId: string): Promise<HistorySummary[]>;
  historyEntry(articleId: string, seq: number): Promise<HistoryRecord | undefined>;
  close(): Promise<void>;
}
