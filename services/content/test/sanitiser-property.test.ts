import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../src/markdown/index.ts';
import { sanitiseBody } from '../src/markdown/sanitise.ts';
import { violationsOf } from './sanitiser-check.ts';
import { htmlPayloads, markdownPayloads } from './sanitiser-payloads.ts';

/**
 * Random texts mixing the pieces payloads are made of (Markdown syntax, tags, event handlers, schemes and their
 * encoded, cased and control-character forms) with the payloads themselves and arbitrary characters: whatever they
 * combine into, no rendered body carries a forbidden element, attribute, class or URL.
 */
const fragments = [
  ...['[', ']', '(', ')', '<', '>', '!', '`', '```', '~~~', '\n', '\n\n', '# ', '## ', '*', '_', '~~', '\\'],
  ...['"', "'", ' "', '=', ' ', '- ', '> ', '| ', '|---|', '[r]: ', '[r]', '![x](', '](', '&', '&#', ';', ':'],
  ...['javascript', 'JaVaScRiPt', 'java', 'script', 'jav&#x09;ascript', '&#106;avascript', '&colon;', '\t', '\u0000'],
  ...['vbscript:', 'data:', 'text/html,', 'data:image/svg+xml,', 'http://', 'https://x.example', 'mailto:', '//'],
  ...['on', 'onerror=', 'onload=', 'onmouseover=', 'alert(1)', 'href=', 'src=', 'style=', 'class=', 'id='],
  ...['<script>', '</script>', '</code>', '<svg', '<math', '<img ', '<a ', '<iframe', '<style>', '</', '/>', '<!--'],
  ...['```ts', '```js"', 'hljs-x', 'language-', 'heading-anchor', '&quot;', '&lt;', '\u202e', '\r'],
];

const piece = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...fragments) },
  { weight: 1, arbitrary: fc.constantFrom(...htmlPayloads, ...markdownPayloads) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8, unit: 'binary' }) },
);
const mixedText = fc.array(piece, { minLength: 1, maxLength: 40 }).map((pieces) => pieces.join(''));

describe('random mixes of payload fragments', () => {
  it('render to bodies with nothing forbidden', () => {
    fc.assert(
      fc.property(mixedText, (markdown) => {
        const { html } = renderMarkdown(markdown, 'en');
        expect(violationsOf(html), `${JSON.stringify(markdown)}\n${html}`).toEqual([]);
      }),
      { numRuns: 600 },
    );
  });

  it('given to the sanitiser alone as HTML, leave nothing forbidden', () => {
    fc.assert(
      fc.property(mixedText, (html) => {
        const clean = sanitiseBody(html);
        expect(violationsOf(clean), `${JSON.stringify(html)}\n${clean}`).toEqual([]);
      }),
      { numRuns: 600 },
    );
  });
});
