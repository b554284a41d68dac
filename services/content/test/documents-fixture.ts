import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The documents suites' site: a seed folder of articles written for them (rendered by the service's own Markdown
 * pipeline when it seeds its empty store), a stand-in for the built SPA's index.html, and a data folder, all in one
 * temporary folder.
 */

/** A title no page may let out of its element, attribute or JSON block. */
export const hostileTitle = `</script><script>alert("title")</script> "quoted" & 'single' <b>bold</b> <!-- \u2028 -->`;

interface FixtureVersion {
  slug: string;
  title: string;
  excerpt?: string;
  body?: string;
}

interface FixtureArticle {
  id: string;
  tags: string[];
  status?: 'draft' | 'scheduled' | 'published';
  publishedAt: string;
  updatedAt?: string;
  /** The cover's raster rendition for link previews (article.json's cover.social). */
  social?: string;
  versions: Record<string, FixtureVersion>;
}

const body = (title: string) =>
  [
    `Opening words of ${title.replace(/[<>]/g, '')}, a paragraph with enough words to count.`,
    '',
    '## First part',
    '',
    'Some text, a list and code:',
    '',
    '- one item',
    '- another item',
    '',
    '```ts',
    'const answer = 42;',
    '```',
    '',
    '![A figure](/blog/figures/analytics-pipeline.svg "The pipeline")',
  ].join('\n');

export const fixtureArticles: FixtureArticle[] = [
  {
    id: 'grid-layouts',
    tags: ['css', 'grid-layout'],
    publishedAt: '2026-02-01T09:00:00Z',
    updatedAt: '2026-02-03T10:00:00Z',
    versions: {
      en: { slug: 'grid-layouts', title: 'Grid layouts for real content' },
      fr: { slug: 'grilles-css', title: 'Des grilles CSS pour du vrai contenu' },
      ar: {
        slug: 'تخطيط-الشبكة',
        title: 'تخطيطات الشبكة لمحتوى حقيقي',
        body: 'نص المقال باللغة العربية مع فقرة كاملة.',
      },
      ja: { slug: 'グリッド', title: '本物のコンテンツのためのグリッド', body: '日本語の本文です。' },
    },
  },
  {
    id: 'hostile-title',
    tags: ['react'],
    publishedAt: '2026-03-01T09:00:00Z',
    versions: { en: { slug: 'hostile-title', title: hostileTitle, excerpt: `An excerpt with ${hostileTitle}` } },
  },
  {
    id: 'shared-slug',
    tags: ['pwa', 'react'],
    publishedAt: '2026-01-10T09:00:00Z',
    social: '/blog/covers/shared-slug.jpg',
    versions: {
      en: { slug: 'offline-first', title: 'Offline first in English' },
      fr: { slug: 'offline-first', title: 'Hors ligne d’abord en français' },
    },
  },
  {
    id: 'draft-article',
    tags: ['tech'],
    status: 'draft',
    publishedAt: '2026-01-05T09:00:00Z',
    versions: { en: { slug: 'draft-article', title: 'A draft nobody may read' } },
  },
  {
    id: 'future-article',
    tags: ['tech'],
    status: 'scheduled',
    publishedAt: '2099-01-01T09:00:00Z',
    versions: { en: { slug: 'future-article', title: 'An article scheduled for later' } },
  },
];

function writeArticle(dir: string, index: number, article: FixtureArticle) {
  const folder = join(dir, `${String(index + 1).padStart(2, '0')}-${article.id}`);
  mkdirSync(folder, { recursive: true });
  const meta = {
    id: article.id,
    tags: article.tags,
    status: article.status ?? 'published',
    publishedAt: article.publishedAt,
    updatedAt: article.updatedAt ?? article.publishedAt,
    cover: {
      src: `/blog/covers/${article.id}.svg`,
      width: 1200,
      height: 630,
      ...(article.social ? { social: article.social } : {}),
    },
  };
  writeFileSync(join(folder, 'article.json'), JSON.stringify(meta));
  for (const [lang, version] of Object.entries(article.versions)) {
    const front = [
      '---',
      `slug: ${version.slug}`,
      `title: ${version.title}`,
      `excerpt: ${version.excerpt ?? `Excerpt of ${version.slug}.`}`,
      'keywords: layout, testing',
      `seoTitle: ${version.title.slice(0, 60)}`,
      `seoDescription: Description of ${version.slug}.`,
      `coverAlt: Cover of ${version.slug}`,
      '---',
      version.body ?? body(version.title),
      '',
    ].join('\n');
    writeFileSync(join(folder, `${lang}.md`), front);
  }
}

/** A built index.html as Vite writes it, small: the parts the renderer fills in and the SPA's root. */
export const spaIndexHtml = `<!doctype html>
<html lang="en" dir="ltr" class="dark">
  <head>
    <meta charset="UTF-8" />
    <title>Camille Laurent · Full-stack developer</title>
    <meta
      name="description"
      content="The build's own description."
    />
    <script src="/early-init.js"></script>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"><p class="boot-loading" lang="fr">Chargement en cours…</p></div>
  </body>
</html>
`;

export interface DocumentsSite {
  dir: string;
  dataDir: string;
  seedDir: string;
  spaIndex: string;
  remove(): void;
}

export function documentsSite(): DocumentsSite {
  const dir = mkdtempSync(join(tmpdir(), 'content-documents-'));
  const seedDir = join(dir, 'seed');
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  fixtureArticles.forEach((article, index) => writeArticle(seedDir, index, article));
  const spaIndex = join(dir, 'index.html');
  writeFileSync(spaIndex, spaIndexHtml);
  return { dir, dataDir, seedDir, spaIndex, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
