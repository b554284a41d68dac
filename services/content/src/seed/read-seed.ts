import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { articleSlug, articleStatus, languageCode, articleTag } from '@portfolio/contracts';
import type { Article, StoredVersion } from '../articles.ts';
import { parseFrontMatter } from '../markdown/front-matter.ts';
import { renderMarkdown } from '../markdown/render.ts';

const isoTime = z.iso.datetime({ offset: true });
const count = z.number().check(z.int(), z.minimum(1));
const sitePath = z.string().check(z.startsWith('/'));
/** The raster formats every link previewer reads (they ignore SVG). */
const rasterImage = /\.(?:jpe?g|png)$/;

/** A seed article's `article.json`: its identity, tags, status, dates and cover (alt texts are per language). */
const seedArticle = z.strictObject({
  id: articleSlug,
  tags: z.array(articleTag).check(z.minLength(1)),
  status: articleStatus,
  publishedAt: isoTime,
  updatedAt: isoTime,
  cover: z.nullable(
    z.strictObject({
      src: sitePath,
      width: count,
      height: count,
      social: z.optional(sitePath.check(z.regex(rasterImage, 'must be a .jpg, .jpeg or .png file'))),
    }),
  ),
});

/** The folder's problems, all of them: a seed is fixed in one pass, not one error at a time. */
export class SeedError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`the seed articles have ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    this.problems = problems;
  }
}

const issuesOf = (error: z.core.$ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');

async function readVersion(
  folder: string,
  file: string,
  meta: z.output<typeof seedArticle>,
  problems: string[],
): Promise<StoredVersion | undefined> {
  const name = `${folder}/${file}`;
  const lang = languageCode.safeParse(file.slice(0, -'.md'.length));
  if (!lang.success) return void problems.push(`${name}: not a known language (file names are <lang>.md)`);
  try {
    const front = parseFrontMatter(await readFile(join(folder, file), 'utf8'), name);
    const slug = articleSlug.safeParse(front.slug);
    if (!slug.success) return void problems.push(`${name}: slug "${front.slug}" ${issuesOf(slug.error)}`);
    const { coverAlt, markdown, ...fields } = front;
    const cover = meta.cover && { ...meta.cover, alt: coverAlt };
    return { ...fields, lang: lang.data, markdown, cover, ...renderMarkdown(markdown, lang.data) };
  } catch (error) {
    problems.push((error as Error).message);
    return undefined;
  }
}

async function readArticle(folder: string, problems: string[]): Promise<Article | undefined> {
  let meta: z.output<typeof seedArticle>;
  try {
    const parsed = seedArticle.safeParse(JSON.parse(await readFile(join(folder, 'article.json'), 'utf8')));
    if (!parsed.success) return void problems.push(`${folder}/article.json: ${issuesOf(parsed.error)}`);
    meta = parsed.data;
  } catch (error) {
    return void problems.push(`${folder}/article.json: ${(error as Error).message}`);
  }
  const files = (await readdir(folder)).filter((file) => file.endsWith('.md')).sort();
  const versions: StoredVersion[] = [];
  for (const file of files) {
    const version = await readVersion(folder, file, meta, problems);
    if (version) versions.push(version);
  }
  if (!files.includes('en.md')) problems.push(`${folder}: no English version (en.md)`);
  return {
    id: meta.id,
    tags: [...new Set(meta.tags)],
    status: meta.status,
    publishedAt: new Date(meta.publishedAt),
    updatedAt: new Date(meta.updatedAt),
    versions,
  };
}

/** Slugs are unique per language and ids across the seed, as the store requires. */
function checkUnique(articles: Article[], problems: string[]) {
  const ids = new Set<string>();
  const slugs = new Map<string, string>();
  for (const article of articles) {
    if (ids.has(article.id)) problems.push(`two articles have the id ${article.id}`);
    ids.add(article.id);
    for (const { lang, slug } of article.versions) {
      const key = `${lang}\0${slug}`;
      const other = slugs.get(key);
      if (other) problems.push(`${article.id} and ${other} both use the ${lang} slug ${slug}`);
      slugs.set(key, article.id);
    }
  }
}

/**
 * The seed articles of a folder (`<nn>-<slug>/article.json` and one `<lang>.md` per language, see the README),
 * validated (known tags and languages, valid slugs, every front-matter key, an English version, unique ids and
 * slugs) and rendered as the store keeps them. Any problem: a SeedError listing them all, and nothing read.
 */
export async function readSeed(dir: string): Promise<Article[]> {
  const problems: string[] = [];
  const entries = await readdir(dir, { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => join(dir, entry.name));
  const articles: Article[] = [];
  for (const folder of folders.sort()) {
    const article = await readArticle(folder, problems);
    if (article) articles.push(article);
  }
  checkUnique(articles, problems);
  if (problems.length > 0) throw new SeedError(problems);
  return articles;
}
