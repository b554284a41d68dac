import { describe, expect, it } from 'vitest';
import { headingId, renderMarkdown } from '../src/markdown/index.ts';
import { sanitiseBody } from '../src/markdown/sanitise.ts';
import { elementsOf, violationsOf } from './sanitiser-check.ts';

describe('headings', () => {
  it('demotes the body h1 to h2 and gives h2–h4 ids, anchors and a table of contents of h2–h3', () => {
    const { html, toc } = renderMarkdown('# Intro\n\n## Setup\n\n### Install\n\n#### Detail\n\n##### Small', 'en');
    expect(html).not.toContain('<h1');
    expect(html).toContain(
      '<h2 id="intro">Intro <a class="heading-anchor" href="#intro" aria-label="Link to this section: Intro">#</a></h2>',
    );
    expect(html).toContain('<h4 id="detail">Detail <a class="heading-anchor" href="#detail"');
    expect(html).toContain('<h5>Small</h5>');
    expect(toc).toEqual([
      { id: 'intro', text: 'Intro', level: 2 },
      { id: 'setup', text: 'Setup', level: 2 },
      { id: 'install', text: 'Install', level: 3 },
    ]);
  });

  it('keeps letters of every script in ids, lower-cased, and hyphenates everything else', () => {
    expect(headingId("Qu'est-ce que React ?")).toBe('qu-est-ce-que-react');
    expect(headingId('ما هو React؟')).toBe('ما-هو-react');
    expect(headingId('React とは何か')).toBe('react-とは何か');
    expect(headingId('为什么选择 TypeScript？')).toBe('为什么选择-typescript');
    expect(headingId('Über „Größe“ & Co.')).toBe('über-größe-co');
    expect(headingId('ＡＢＣ１２３')).toBe('abc123');
    expect(headingId('?!…')).toBe('section');
    expect(Array.from(headingId('a '.repeat(200))).length).toBeLessThanOrEqual(64);
    expect(headingId('a '.repeat(200))).not.toMatch(/-$/);
  });

  it("never gives a heading an id the page's own markup uses (the SPA's root, the skip link's target)", () => {
    const { toc, html } = renderMarkdown('## Root\n\n## Main\n\n## Prerendered data', 'en');
    expect(toc.map((entry) => entry.id)).toEqual(['root-2', 'main-2', 'prerendered-data-2']);
    expect(html).not.toMatch(/id="(root|main|prerendered-data)"/);
  });

  it('de-duplicates ids with -2, -3 in Arabic, Japanese and English, never reusing an existing id', () => {
    const markdown = [
      '## مقدمة',
      '## مقدمة',
      '## 始めに',
      '## 始めに',
      '## 始めに',
      '## Setup-2',
      '## Setup',
      '## Setup',
    ]
      .map((line) => `${line}\n\ntext`)
      .join('\n\n');
    const { toc } = renderMarkdown(markdown, 'ar');
    expect(toc.map((entry) => entry.id)).toEqual([
      'مقدمة',
      'مقدمة-2',
      '始めに',
      '始めに-2',
      '始めに-3',
      'setup-2',
      'setup',
      'setup-3',
    ]);
  });

  it('labels anchors in the article language and takes heading text without markup', () => {
    const ar = renderMarkdown('## ما هو **React**؟', 'ar');
    expect(ar.toc).toEqual([{ id: 'ما-هو-react', text: 'ما هو React؟', level: 2 }]);
    expect(ar.html).toContain('aria-label="رابط إلى هذا القسم: ما هو React؟"');
    expect(renderMarkdown('## 概要', 'ja').html).toContain('aria-label="このセクションへのリンク：概要"');
    expect(renderMarkdown('## Résumé', 'fr').html).toContain('aria-label="Lien vers cette section\u00a0: Résumé"');
    expect(renderMarkdown('## Обзор', 'ru').html).toContain('aria-label="Ссылка на этот раздел: Обзор"');
  });

  it('shows HTML inside a heading as text, and its id has no markup', () => {
    const { html, toc } = renderMarkdown('## <img src=x onerror=alert(1)> Hello `code`', 'en');
    expect(toc[0]!.id).toBe('img-src-x-onerror-alert-1-hello-code');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Hello <code>code</code>');
    expect(violationsOf(html)).toEqual([]);
  });
});

describe('images and links', () => {
  it('makes a titled image alone in its paragraph a figure with a caption, lazily loaded', () => {
    const { html } = renderMarkdown('![A grid](/blog/figures/grid.svg "Twelve columns")', 'en');
    expect(html).toBe(
      '<figure><img src="/blog/figures/grid.svg" alt="A grid" loading="lazy" decoding="async" />' +
        '<figcaption>Twelve columns</figcaption></figure>\n',
    );
  });

  it('keeps an untitled or inline image a lazy img inside its paragraph', () => {
    for (const markdown of ['![A grid](/g.svg)', 'See ![A grid](/g.svg "Title") here']) {
      const elements = elementsOf(renderMarkdown(markdown, 'en').html);
      expect(elements.map((element) => element.tag)).toEqual(['p', 'img']);
      expect(elements[1]!.attrs).toMatchObject({ src: '/g.svg', alt: 'A grid', loading: 'lazy', decoding: 'async' });
    }
  });

  it('gives an image the size written right after it, {width=W height=H} in either order', () => {
    const { html } = renderMarkdown('![A grid](/blog/figures/grid.svg "Twelve columns"){width=1000 height=500}', 'en');
    expect(html).toBe(
      '<figure><img src="/blog/figures/grid.svg" alt="A grid" width="1000" height="500" loading="lazy" ' +
        'decoding="async" /><figcaption>Twelve columns</figcaption></figure>\n',
    );
    for (const markdown of [
      'See ![A](/g.svg){ height=1 width=10000 } here',
      '[![A](/g.svg){height=1 width=10000}](/x)',
    ]) {
      const image = elementsOf(renderMarkdown(markdown, 'en').html).find((element) => element.tag === 'img')!;
      expect(image.attrs, markdown).toMatchObject({ src: '/g.svg', width: '10000', height: '1' });
    }
  });

  it.each([
    '{width=1000}',
    '{height=500}',
    '{width=0 height=500}',
    '{width=10001 height=500}',
    '{width=0100 height=500}',
    '{width=1e3 height=500}',
    '{width=100% height=500}',
    '{width=100px height=500}',
    '{width=-1 height=500}',
    '{width=1000 height=500 class=big}',
    '{width=1000 width=1000 height=500}',
    '{width="1000" height="500"}',
    '{width = 1000 height = 500}',
    '{width=1000 height=500',
    ' {width=1000 height=500}',
    '{width=1000 height=500}{width=2 height=2}',
  ])('refuses %j: no size on the image, what follows it stays text', (suffix) => {
    const { html } = renderMarkdown(`![A](/g.svg)${suffix}`, 'en');
    const image = elementsOf(html).find((element) => element.tag === 'img')!;
    const sized = suffix.startsWith('{width=1000 height=500}');
    expect(image.attrs.width, suffix).toBe(sized ? '1000' : undefined);
    expect(html).toContain(sized ? '{width=2 height=2}' : suffix.trim());
  });

  it('reads braces as a size only right after an image', () => {
    const { html } = renderMarkdown('Text {width=1 height=2} and `code`{width=1 height=2}', 'en');
    expect(html).toBe('<p>Text {width=1 height=2} and <code>code</code>{width=1 height=2}</p>\n');
  });

  it("the sanitiser keeps an img's width and height only as whole numbers from 1 to 10000", () => {
    const sides = (width: string, height: string) =>
      elementsOf(sanitiseBody(`<img src="/a.svg" alt="" width="${width}" height="${height}">`))[0]!.attrs;
    expect(sides('1000', '500')).toMatchObject({ width: '1000', height: '500' });
    for (const bad of ['100%', '0', '10001', '1e3', '12px', '-5', '1.5', ' 10', '0x10', '', 'auto']) {
      const attrs = sides(bad, bad);
      expect([attrs.width, attrs.height], JSON.stringify(bad)).toEqual([undefined, undefined]);
    }
    expect(sanitiseBody('<p width="10">x</p>')).toBe('<p>x</p>');
  });

  it('gives external links rel="noopener noreferrer" and no target; internal links stay as written', () => {
    const { html } = renderMarkdown('[a](https://example.com/x) [b](/blog/other) https://auto.example/y', 'en');
    const links = elementsOf(html).filter((element) => element.tag === 'a');
    expect(links.map((link) => link.attrs)).toEqual([
      { href: 'https://example.com/x', rel: 'noopener noreferrer' },
      { href: '/blog/other' },
      { href: 'https://auto.example/y', rel: 'noopener noreferrer' },
    ]);
  });

  it('wraps tables in a named, focusable scrolling region, alignment as classes', () => {
    const { html } = renderMarkdown('| a | b |\n|--:|:-:|\n| 1 | 2 |', 'de');
    expect(html).toMatch(/^<div class="table-wrap" tabindex="0" role="region" aria-label="Tabelle">\n<table>/);
    expect(html).toContain('<td class="align-right">1</td>');
    expect(html).not.toContain('style');
  });
});

describe('code blocks', () => {
  it('highlights a known language on the server with hljs classes', () => {
    const { html } = renderMarkdown('```ts\nconst answer: number = 42;\n```', 'en');
    expect(html).toContain('<pre><code class="hljs language-typescript"><span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-number">42</span>');
    expect(violationsOf(html)).toEqual([]);
  });

  it.each([
    ['sh', 'bash'],
    ['json', 'json'],
    ['yml', 'yaml'],
    ['html', 'xml'],
    ['py', 'python'],
    ['rs', 'rust'],
    ['golang', 'go'],
    ['diff', 'diff'],
    ['sql', 'sql'],
    ['css', 'css'],
    ['js', 'javascript'],
  ])('knows "%s" as %s', (info, language) => {
    expect(renderMarkdown(`\`\`\`${info}\nx\n\`\`\``, 'en').html).toContain(`class="hljs language-${language}"`);
  });

  it('shows an unknown language as escaped text without a language class', () => {
    const { html } = renderMarkdown('```brainfuck\n<b>&</b>\n```', 'en');
    expect(html).toBe('<pre><code class="hljs">&lt;b&gt;&amp;&lt;/b&gt;\n</code></pre>\n');
  });
});

describe('plain text', () => {
  it('is the body without markup, code included, whitespace collapsed', () => {
    const markdown = '## Title\n\nSome *emphasis*   and [a link](/x).\n\n```js\nlet  a =\n  1;\n```\n\n- one\n- two';
    expect(renderMarkdown(markdown, 'en').text).toBe('Title Some emphasis and a link. let a = 1; one two');
  });

  it('keeps what an author wrote as HTML as text', () => {
    expect(renderMarkdown('a <b>bold</b> & more', 'en').text).toBe('a <b>bold</b> & more');
  });
});
