import { describe, expect, it } from 'vitest';
import { readingBlockSeparator, readingSegments } from '@portfolio/contracts';
import { articleText } from './article-text';

function body(html: string) {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.replaceChildren(element);
  return element;
}

describe('articleText', () => {
  it('reads headings, paragraphs, list items and quotes in order, each nested block on its own', () => {
    const root = body(`
      <h2 id="a">Intro <a class="heading-anchor" href="#a" aria-label="Link">#</a></h2>
      <p>First   line
         and <em>second</em>.</p>
      <pre><code>const skipped = true;</code></pre>
      <figure><img alt="x"><figcaption>A caption</figcaption></figure>
      <nav><ol><li>Contents</li></ol></nav>
      <div class="table-wrap"><table><tr><td>cell</td></tr></table></div>
      <ul><li>One<ul><li>Nested</li></ul> tail</li><li><p>In a paragraph</p></li></ul>
      <blockquote><p>Quoted.</p></blockquote>
      <p>   </p>`);
    const { blocks, text, starts } = articleText(root);
    expect(blocks).toEqual(['Intro', 'First line and second.', 'One tail', 'Nested', 'In a paragraph', 'Quoted.']);
    expect(text).toBe(readingSegments(blocks, 'en').fullText);
    expect(text).toBe(blocks.join(readingBlockSeparator));
    expect(starts.map((start, i) => text.slice(start, start + blocks[i]!.length))).toEqual(blocks);
  });

  it('maps character ranges back to the page across elements and collapsed spaces', () => {
    const root = body('<p>Hello   <strong>big</strong>\n world.</p><p>Next one.</p>');
    const extracted = articleText(root);
    expect(extracted.text).toBe('Hello big world.\nNext one.');
    expect(extracted.range(0, 16)?.toString()).toBe('Hello   big\n world.');
    expect(extracted.range(6, 9)?.toString()).toBe('big');
    const next = extracted.text.indexOf('Next');
    expect(extracted.range(next, next + 4)?.toString()).toBe('Next');
    // A range over the separator alone covers nothing; one across it runs from the first block into the next.
    expect(extracted.range(16, 17)).toBeNull();
    expect(extracted.range(10, next + 4)?.toString()).toBe('world.Next');
  });

  it('keeps Arabic, Japanese and Chinese text as it is', () => {
    const root = body(
      '<p dir="rtl">مرحبا بالعالم. كيف حالك؟</p><p>今日は晴れです。明日は雨です。</p><p>你好，世界！</p>',
    );
    const { blocks, range, text } = articleText(root);
    expect(blocks).toEqual(['مرحبا بالعالم. كيف حالك؟', '今日は晴れです。明日は雨です。', '你好，世界！']);
    const start = text.indexOf('明日');
    expect(range(start, start + 2)?.toString()).toBe('明日');
  });

  it("gives each segment of the shared segmentation back as the page's own text", () => {
    const root = body(`<h2>Title</h2><p>One <a href="#">two</a>.  Three?
      Four!</p><ul><li>今日は晴れ。<b>明日</b>は雨。</li></ul><blockquote><p>هل أنت هنا؟ نعم.</p></blockquote>`);
    const extracted = articleText(root);
    const { segments } = readingSegments(extracted.blocks, 'en');
    const spoken = segments.map((segment) =>
      extracted.range(segment.start, segment.end)?.toString().replace(/\s+/g, ' '),
    );
    expect(spoken).toEqual(segments.map((segment) => segment.text));
    expect(spoken).toContain('One two.');
  });

  it('gives no range once the page has been re-rendered', () => {
    const root = body('<p>Gone soon.</p>');
    const extracted = articleText(root);
    root.innerHTML = '<p>Other.</p>';
    expect(extracted.range(0, 4)).toBeNull();
  });
});
