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

/** A tag's label in each language: the web app's dictionaries and the crawler-readable pages read the same. */
export type TagLabels = Record<TagSlug, Record<LanguageCode, string>>;
