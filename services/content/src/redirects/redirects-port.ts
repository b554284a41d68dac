import type { RedirectKind } from '@portfolio/contracts';

/** A redirect as stored; its source is unique. */
export interface StoredRedirect {
  id: string;
  source: string;
  kind: RedirectKind;
  target: string | null;
  allowExternal: boolean;
  note: string;
  hits: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What a write sets: everything but the id, the hit count and the creation time. */
export type RedirectWrite = Pick<StoredRedirect, 'source' | 'kind' | 'target' | 'allowExternal' | 'note' | 'updatedAt'>;

/** robots.txt as the administrator saved it. */
export interface StoredRobots {
  text: string;
  updatedAt: Date;
}

/** Another redirect already has this source (the unique index said so, whoever wrote first). */
export class SourceTaken extends Error {
  readonly source: string;
  constructor(source: string) {
    super(`a redirect from ${source} exists`);
    this.source = source;
  }
}

/** The redirects and the saved robots.txt, one port over SQLite and MongoDB. */
export interface RedirectStore {
  /** Every redirect, by source. */
  list(): Promise<StoredRedirect[]>;
  count(): Promise<number>;
  get(id: string): Promise<StoredRedirect | undefined>;
  /** The redirects whose source is one of `sources`: the lookup a request makes (its path and its prefixes). */
  bySources(sources: string[]): Promise<StoredRedirect[]>;
  /** Throws SourceTaken when the source is another redirect's. */
  create(redirect: StoredRedirect): Promise<void>;
  /** The updated redirect, or undefined when there is none with that id; throws SourceTaken likewise. */
  update(id: string, write: RedirectWrite): Promise<StoredRedirect | undefined>;
  /** Whether there was one to remove. */
  remove(id: string): Promise<boolean>;
  /** Counts `count` (default 1) requests answered by the redirect (atomically: concurrent hits are each counted). */
  hit(id: string, count?: number): Promise<void>;
  robots(): Promise<StoredRobots | undefined>;
  /** Saves robots.txt, or forgets it (the generated default again) with undefined. */
  saveRobots(robots: StoredRobots | undefined): Promise<void>;
  close(): Promise<void>;
}
