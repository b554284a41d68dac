import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  bold,
  bulletList,
  codeBlock,
  heading,
  image,
  inlineCode,
  italic,
  link,
  numberedList,
  quote,
  type MarkdownCommand,
} from './toolbar-commands';

/** Runs a command on a text where `[` and `]` mark the selection; answers the new text marked the same way. */
function run(command: MarkdownCommand, marked: string) {
  const from = marked.indexOf('[');
  const to = marked.indexOf(']') - 1;
  const doc = marked.replace('[', '').replace(']', '');
  const edit = command(doc, { from, to });
  const next = applyEdit(doc, edit);
  const start = Math.min(edit.selection.anchor, edit.selection.head);
  const end = Math.max(edit.selection.anchor, edit.selection.head);
  return `${next.slice(0, start)}[${next.slice(start, end)}]${next.slice(end)}`;
}

describe('toolbar commands', () => {
  it('wrap the selection in marks and unwrap it again', () => {
    expect(run(bold, 'a [word] b')).toBe('a **[word]** b');
    expect(run(bold, 'a **[word]** b')).toBe('a [word] b');
    expect(run(italic, 'a [word] b')).toBe('a _[word]_ b');
    expect(run(inlineCode, '[x]')).toBe('`[x]`');
    expect(run(bold, 'a []b')).toBe('a **[]**b');
  });

  it('make a link with its address selected, or the caret in the label when nothing is selected', () => {
    expect(run(link, 'see [docs] now')).toBe('see [docs]([https://]) now');
    expect(run(link, 'x []')).toBe('x [[]](https://)');
  });

  it('set a heading level on whole lines, replace another level, and take it off', () => {
    expect(run(heading(2), 'one\ntw[o]\nthree')).toBe('one\n[## two]\nthree');
    expect(run(heading(3), '## t[i]tle')).toBe('[### title]');
    // A caret goes on typing after the mark, at the end of its line.
    expect(run(heading(2), '## t[]itle')).toBe('title[]');
    expect(run(heading(2), '[]')).toBe('## []');
    expect(run(bulletList, 'a\n[]')).toBe('a\n- []');
  });

  it('prefix every selected line for lists and quotes, and toggle them off', () => {
    expect(run(bulletList, '[a\nb]')).toBe('[- a\n- b]');
    expect(run(bulletList, '[- a\n- b]')).toBe('[a\nb]');
    expect(run(numberedList, '[a\nb\nc]')).toBe('[1. a\n2. b\n3. c]');
    expect(run(numberedList, '[1. a\n2. b]')).toBe('[a\nb]');
    expect(run(quote, 'x\n[y]')).toBe('x\n[> y]');
  });

  it('fence a code block on lines of its own', () => {
    expect(run(codeBlock, 'a\n[b\nc]')).toBe('a\n```\n[b\nc]\n```');
    expect(run(codeBlock, 'text[]')).toBe('text\n```\n[]\n```');
    expect(run(codeBlock, '[]')).toBe('```\n[]\n```');
  });

  it('insert an image with its alt text escaped, replacing the selection', () => {
    expect(run(image('A [cat]', '/media/a/640.jpg'), 'x [old] y')).toBe('x ![A \\[cat\\]](/media/a/640.jpg)[] y');
    expect(run(image('a', '/m/a b.jpg'), '[]')).toBe('![a](</m/a b.jpg>)[]');
  });
});
