import * as z from 'zod/mini';
import { languageCode } from './languages.ts';

/**
 * The home page's content (#19): the hero and the sections about the person, per language, edited in
 * /admin/content as a draft and published (one language or all). A language may lack sections: the public answer
 * takes those from English and says so. The documents' PDFs are uploaded per key and language and served from
 * `/documents/{key}/{hash}.pdf` (a site document), immutable, as attachments.
 */
export const siteContentLimits = {
  /** A name, a title, a role, a button's label. */
  shortText: 120,
  /** An intro, a tagline, a description. */
  text: 400,
  paragraph: 1500,
  paragraphs: 6,
  skills: 12,
  toolGroups: 10,
  toolsPerGroup: 24,
  /** Exactly this many companies (spec §1). */
  companies: 6,
  documents: 8,
  /** The largest PDF: a résumé or a handbook is well under it. */
  documentBytes: 10 * 1024 * 1024,
  /** Versions kept in the history (publications), newest first. */
  versions: 50,
} as const;

export const siteSectionNames = ['hero', 'presentation', 'skills', 'tools', 'companies', 'documentation'] as const;
export type SiteSectionName = (typeof siteSectionNames)[number];
export const siteSectionName = z.enum(siteSectionNames);

/** The icons a skill may show (the web app draws each with its own picture). */
export const skillIcons = ['layout-dashboard', 'server', 'rocket', 'accessibility', 'gauge', 'flask-conical'] as const;
export const skillIcon = z.enum(skillIcons);

/** A text that says something: not empty, not only spaces, at most `max` characters. */
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(/\S/, 'must not be blank'));
const short = text(siteContentLimits.shortText);
const long = text(siteContentLimits.text);
const count = z.number().check(z.int(), z.minimum(0));
const isoTime = z.iso.datetime({ offset: true });

/** A document's key: lower case words joined by hyphens, part of its address. */
export const documentKey = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a key'), z.maxLength(40));
/** A stored PDF: the SHA-256 of its bytes (hex), which names its file, and its size. */
export const documentFile = z.object({
  hash: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hex')),
  bytes: count,
});
export type DocumentFile = z.output<typeof documentFile>;

/** A PDF's public address: its name carries its hash, so it is cached for good. */
export const documentFileUrl = (key: string, hash: string) => `/documents/${key}/${hash}.pdf`;

/** A month as `YYYY-MM`. */
const month = z.string().check(z.regex(/^[0-9]{4}-(?:0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM'));

export const heroSection = z.object({
  greeting: short,
  role: short,
  tagline: long,
  location: short,
  primaryAction: short,
  secondaryAction: short,
});
export const presentationSection = z.object({
  title: short,
  paragraphs: z
    .array(text(siteContentLimits.paragraph))
    .check(z.minLength(1), z.maxLength(siteContentLimits.paragraphs)),
});
export const skillItem = z.object({ icon: skillIcon, title: short, description: long });
export const skillsSection = z.object({
  title: short,
  intro: long,
  items: z.array(skillItem).check(z.minLength(1), z.maxLength(siteContentLimits.skills)),
});
export const toolGroup = z.object({
  name: short,
  tools: z.array(text(60)).check(z.minLength(1), z.maxLength(siteContentLimits.toolsPerGroup)),
});
export const toolsSection = z.object({
  title: short,
  intro: long,
  groups: z.array(toolGroup).check(z.minLength(1), z.maxLength(siteContentLimits.toolGroups)),
});
export const companyItem = z
  .object({ name: short, role: short, start: month, end: z.nullable(month), description: long })
  .check(
    z.refine((company) => company.end === null || company.end >= company.start, {
      message: 'must not be before the start',
      path: ['end'],
    }),
  );
export const companiesSection = z.object({
  title: short,
  intro: long,
  items: z.array(companyItem).check(z.minLength(siteContentLimits.companies), z.maxLength(siteContentLimits.companies)),
});
/** A document in one language: its texts, and the PDF uploaded for this language (null: none yet). */
export const documentItem = z.object({
  key: documentKey,
  title: short,
  description: long,
  file: z.nullable(documentFile),
});
export const documentationSection = z.object({
  title: short,
  intro: long,
  items: z.array(documentItem).check(
    z.maxLength(siteContentLimits.documents),
    z.refine((items) => new Set(items.map((item) => item.key)).size === items.length, 'keys must be unique'),
  ),
});

/** One language's content: each section may be missing (the public answer takes English's then). */
export const languageContent = z.object({
  hero: z.optional(heroSection),
  presentation: z.optional(presentationSection),
  skills: z.optional(skillsSection),
  tools: z.optional(toolsSection),
  companies: z.optional(companiesSection),
  documentation: z.optional(documentationSection),
});
export type LanguageContent = z.output<typeof languageContent>;

/** The whole content, as a draft or as published: the site-wide name and each language's sections. */
export const siteContentDocument = z.object({
  personName: short,
  languages: z.partialRecord(languageCode, languageContent),
});
export type SiteContentDocument = z.output<typeof siteContentDocument>;

/**
 * Where a language stands: its missing sections, the sections English changed since this language's were last
 * edited (out of date), and whether its draft differs from what is published.
 */
export const languageStatus = z.object({
  missing: z.array(siteSectionName),
  outOfDate: z.array(siteSectionName),
  unpublished: z.boolean(),
  editedAt: z.nullable(isoTime),
});
export type LanguageStatus = z.output<typeof languageStatus>;

/** What /admin/content reads: the draft, the published content and each language's status. */
export const siteContentAdmin = z.object({
  /** Changes on every write; a save may send it back to refuse overwriting another tab's (409). */
  revision: count,
  draft: siteContentDocument,
  published: siteContentDocument,
  publishedAt: z.nullable(isoTime),
  status: z.record(languageCode, languageStatus),
});
export type SiteContentAdmin = z.output<typeof siteContentAdmin>;

export const siteContentLangParams = z.object({ lang: languageCode });

/** A language's draft: each section given replaces the draft's, `null` removes it, one absent stays as it is. */
export const languageDraftPatch = z.strictObject({
  baseRevision: z.optional(count),
  hero: z.optional(z.nullable(heroSection)),
  presentation: z.optional(z.nullable(presentationSection)),
  skills: z.optional(z.nullable(skillsSection)),
  tools: z.optional(z.nullable(toolsSection)),
  companies: z.optional(z.nullable(companiesSection)),
  documentation: z.optional(z.nullable(documentationSection)),
});
export type LanguageDraftPatch = z.output<typeof languageDraftPatch>;

export const personDraft = z.strictObject({ baseRevision: z.optional(count), personName: short });

/** Publishes one language's draft, or every language's when none is named; the person's name goes with either. */
export const publishSiteContent = z.strictObject({ lang: z.optional(languageCode) });

export const siteContentVersion = z.object({
  id: count,
  publishedAt: isoTime,
  /** The languages that publication published. */
  langs: z.array(languageCode),
});
export const siteContentVersions = z.object({ items: z.array(siteContentVersion) });
export const siteContentVersionDetail = z.object({ ...siteContentVersion.shape, content: siteContentDocument });
/** A version's id in a path: its number as digits (params arrive as text). */
export const siteContentVersionParams = z.object({
  id: z.string().check(z.regex(/^[1-9][0-9]{0,9}$/, 'must be a version number')),
});

export const documentUploadParams = z.object({ key: documentKey, lang: languageCode });
export const documentUploadTypes = ['application/pdf', 'application/octet-stream'] as const;
export const documentUploaded = z.object({
  key: documentKey,
  lang: languageCode,
  file: documentFile,
  url: z.string(),
  /** The draft's revision after the upload. */
  revision: count,
});

/** Every section of the public answer says which language it is in: the one asked for, or English's. */
const inLanguage = { lang: languageCode };
export const publicDocumentItem = z.object({
  key: documentKey,
  title: z.string(),
  description: z.string(),
  /** The PDF: this language's, else English's (`lang` says which); null when neither has one. */
  file: z.nullable(z.object({ url: z.string(), bytes: count, lang: languageCode })),
});
export const siteContentAnswer = z.object({
  lang: languageCode,
  personName: z.string(),
  hero: z.object({ ...heroSection.shape, ...inLanguage }),
  presentation: z.object({ ...presentationSection.shape, ...inLanguage }),
  skills: z.object({ ...skillsSection.shape, ...inLanguage }),
  tools: z.object({ ...toolsSection.shape, ...inLanguage }),
  companies: z.object({ title: z.string(), intro: z.string(), items: z.array(companyItem), ...inLanguage }),
  documentation: z.object({ title: z.string(), intro: z.string(), items: z.array(publicDocumentItem), ...inLanguage }),
});
export type SiteContentAnswer = z.output<typeof siteContentAnswer>;
export const siteContentQuery = z.strictObject({ lang: z.optional(languageCode) });
