import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../src/markdown/index.ts';
import { sanitiseBody } from '../src/markdown/sanitise.ts';
import { elementsOf, violationsOf } from './sanitiser-check.ts';
import { htmlPayloads, markdownPayloads } from './sanitiser-payloads.ts';

/** Places a payload can stand in a body: alone, inline, in a list, a quote, a table cell, a heading, a link text. */
const contexts: readonly ((payload: string) => string)[] = [
  (payload) => payload,
  (payload) => `Text before ${payload} and after.`,
  (payload) => `- ${payload}`,
  (payload) => `> ${payload}`,
  (payload) => `| a |\n|---|\n| ${payload} |`,
  (payload) => `## ${payload}`,
  (payload) => `[${payload}](/ok)`,
];

describe('the checker the suite relies on', () => {
  it.each([
    ['<script>alert(1)</script>', '<script> is not allowed'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', 'is not an allowed URL'],
    ['<a href=" JAVASCRIPT:x">x</a>', 'is not an allowed URL'],
    ['<img src="data:image/png;base64,AA">', 'is not an allowed URL'],
    ['<p onclick="x">x</p>', 'is an event handler'],
    ['<p style="x">x</p>', '<p style> is not allowed'],
    ['<span class="sr-only">x</span>', 'class="sr-only"'],
    ['<p><svg><a href="/x">x</a></svg></p>', 'in namespace http://www.w3.org/2000/svg'],
  ])('finds what is forbidden in %s', (html, problem) => {
    expect(violationsOf(html).join('\n')).toContain(problem);
  });

  it('finds nothing wrong in what the renderer produces', () => {
    expect(
      violationsOf(renderMarkdown('## A\n\n[x](https://a.example) ![i](/i.png "c")\n\n```ts\nlet a\n```', 'en').html),
    ).toEqual([]);
  });
});

describe(`${htmlPayloads.length + markdownPayloads.length} known XSS payloads`, () => {
  it('counts at least forty of each kind', () => {
    expect(htmlPayloads.length).toBeGreaterThanOrEqual(40);
    expect(markdownPayloads.length).toBeGreaterThanOrEqual(40);
  });

  it.each([...htmlPayloads, ...markdownPayloads])('renders %j in every context with nothing forbidden', (payload) => {
    for (const context of contexts) {
      const { html } = renderMarkdown(context(payload), 'en');
      expect(violationsOf(html), html).toEqual([]);
    }
  });

  it.each(htmlPayloads)('the sanitiser alone, given %j as HTML, lets nothing forbidden through', (payload) => {
    const html = sanitiseBody(payload);
    expect(violationsOf(html), html).toEqual([]);
  });

  it.each(htmlPayloads)('shows raw HTML %j to the reader as text', (payload) => {
    const { html, text } = renderMarkdown(payload, 'en');
    expect(html.startsWith('<p>&lt;'), html).toBe(true);
    expect(text.startsWith('<'), text).toBe(true);
  });
});

describe('what stays of a refused link', () => {
  it.each([
    '[x](javascript:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html,x)',
    '[x][r]\n\n[r]: javascript:alert(1)',
    '<javascript:alert(1)>',
  ])('%j is text, not a link', (markdown) => {
    const { html } = renderMarkdown(markdown, 'en');
    expect(elementsOf(html).filter((element) => element.tag === 'a')).toEqual([]);
  });

  it.each(['[x](java\u0000script:alert(1))', '[x](jav&#x09;ascript:alert(1))'])(
    'a control character in a scheme makes %j a relative link (percent-encoded), never a script',
    (markdown) => {
      const link = elementsOf(renderMarkdown(markdown, 'en').html).find((element) => element.tag === 'a');
      expect(link!.attrs.href).toMatch(/^java?%/);
      expect(new URL(link!.attrs.href!, 'https://portfolio.example/blog/a').protocol).toBe('https:');
    },
  );

  it('an image may only come from http, https or the site', () => {
    for (const src of ['data:image/png;base64,iVBORw0KGgo=', 'mailto:a@b.example', '//evil.example/a.png']) {
      const images = elementsOf(renderMarkdown(`![x](${src})`, 'en').html).filter((e) => e.tag === 'img');
      expect(
        images.every((image) => image.attrs.src === undefined),
        src,
      ).toBe(true);
    }
  });

  it('a title cannot break out of its attribute', () => {
    const html = renderMarkdown('[x](https://a.example "\\" onmouseover=alert(1) x=\\"")', 'en').html;
    expect(elementsOf(html).find((e) => e.tag === 'a')!.attrs).toEqual({
      href: 'https://a.example',
      title: '" onmouseover=alert(1) x="',
      rel: 'noopener noreferrer',
    });
  });

  it('a code fence language cannot close its code element', () => {
    const html = renderMarkdown('```</code><script>alert(1)</script>\nx\n```', 'en').html;
    expect(html).toBe('<pre><code class="hljs">x\n</code></pre>\n');
  });
});
