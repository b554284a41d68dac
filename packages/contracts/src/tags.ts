import * as z from 'zod/mini';
import type { LanguageCode } from './languages.ts';

/** The blog's tag slugs (spec §3), in the spec's order. */
export const tagSlugs = [
  'developpement-web',
  'intelligence-artificielle',
  'machine-learning',
  'ia',
  'developpement',
  'revue-de-code',
  'productivite',
  'outils',
  'startups',
  'technologie',
  'innovation',
  'durabilite',
  'fintech',
  'react',
  'pwa',
  'microservices',
  'technologie-moderne',
  'css',
  'web-design',
  'responsive-design',
  'grid-layout',
  'reglementations',
  'tech',
  'vie-privee',
  'donnees',
] as const;
export type TagSlug = (typeof tagSlugs)[number];
export const tagSlug = z.enum(tagSlugs);

export const tagLimits = { length: 40, perArticle: 12 } as const;

/**
 * A tag an article carries: one of the 25 known slugs, or a new one the administrator made. Lower-case ASCII
 * letters and digits joined by single hyphens (linear: each hyphen starts a word), as the known slugs are.
 */
export const articleTag = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(tagLimits.length),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters and digits joined by hyphens'),
  );
export type ArticleTag = string;

export const isKnownTag = (tag: string): tag is TagSlug => (tagSlugs as readonly string[]).includes(tag);

/** A tag's label in each language: the web app's dictionaries and the crawler-readable pages read the same. */
export type TagLabels = Record<TagSlug, Record<LanguageCode, string>>;
