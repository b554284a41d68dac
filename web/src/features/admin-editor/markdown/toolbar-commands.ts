/**
 * The toolbar's Markdown commands as pure functions over the text and the selection, so that they are tested
 * without an editor: each answers one replacement and where the selection goes afterwards (in the new text).
 */
export interface Selection {
  from: number;
  to: number;
}

export interface TextEdit {
  from: number;
  to: number;
  insert: string;
  selection: { anchor: number; head: number };
}

export type MarkdownCommand = (doc: string, selection: Selection) => TextEdit;

/** Applies an edit to a text: what the editor does with it, for tests and callers without an editor. */
export const applyEdit = (doc: string, edit: TextEdit) => doc.slice(0, edit.from) + edit.insert + doc.slice(edit.to);

/** `**`, `_`, `` ` ``: wraps the selection, or unwraps it when the marks are already around it. */
const wrap =
  (mark: string): MarkdownCommand =>
  (doc, { from, to }) => {
    const before = doc.slice(from - mark.length, from);
    const after = doc.slice(to, to + mark.length);
    if (from >= mark.length && before === mark && after === mark) {
      const inner = doc.slice(from, to);
      const start = from - mark.length;
      return {
        from: start,
        to: to + mark.length,
        insert: inner,
        selection: { anchor: start, head: start + inner.length },
      };
    }
    const inner = doc.slice(from, to);
    const start = from + mark.length;
    return { from, to, insert: `${mark}${inner}${mark}`, selection: { anchor: start, head: start + inner.length } };
  };

export const bold = wrap('**');
export const italic = wrap('_');
export const inlineCode = wrap('`');

/** `[text](https://)`: the address is selected, ready to be typed over; with no text, the caret goes between the brackets. */
export const link: MarkdownCommand = (doc, { from, to }) => {
  const label = doc.slice(from, to);
  const insert = `[${label}](https://)`;
  if (!label) return { from, to, insert, selection: { anchor: from + 1, head: from + 1 } };
  const url = from + label.length + 3;
  return { from, to, insert, selection: { anchor: url, head: url + 'https://'.length } };
};

/** The whole lines the selection touches. */
function lineSpan(doc: string, { from, to }: Selection) {
  const start = doc.lastIndexOf('\n', from - 1) + 1;
  const end = doc.indexOf('\n', to);
  return { start, end: end === -1 ? doc.length : end };
}

/**
 * Rewrites each line the selection touches. A selection ends up on the new lines whole; a caret goes to the end of
 * its line, so that typing goes on after the new mark instead of replacing it.
 */
function eachLine(doc: string, selection: Selection, rewrite: (lines: string[]) => string[]): TextEdit {
  const { start, end } = lineSpan(doc, selection);
  const insert = rewrite(doc.slice(start, end).split('\n')).join('\n');
  const caret = start + insert.length;
  const anchor = selection.from === selection.to ? caret : start;
  return { from: start, to: end, insert, selection: { anchor, head: caret } };
}

const headingMark = /^#{1,6} /;

/** `## ` and the like: sets the lines' heading level, or takes it off when they already have that level. */
export const heading =
  (level: number): MarkdownCommand =>
  (doc, selection) =>
    eachLine(doc, selection, (lines) => {
      const mark = `${'#'.repeat(level)} `;
      const all = lines.every((line) => line.startsWith(mark));
      return lines.map((line) => (all ? line.slice(mark.length) : mark + line.replace(headingMark, '')));
    });

/** A prefix on every line (`- `, `> `), taken off again when every line already has it. */
const prefixed =
  (prefix: string): MarkdownCommand =>
  (doc, selection) =>
    eachLine(doc, selection, (lines) => {
      const all = lines.every((line) => line.startsWith(prefix));
      return lines.map((line) => (all ? line.slice(prefix.length) : prefix + line));
    });

export const bulletList = prefixed('- ');
export const quote = prefixed('> ');

const numberMark = /^\d{1,9}\. /;

/** `1. `, `2. `… on every line, or off again when every line is already numbered. */
export const numberedList: MarkdownCommand = (doc, selection) =>
  eachLine(doc, selection, (lines) => {
    const all = lines.every((line) => numberMark.test(line));
    return lines.map((line, index) => (all ? line.replace(numberMark, '') : `${index + 1}. ${line}`));
  });

/** A fenced block around the selected lines, on lines of their own; empty, the caret waits inside it. */
export const codeBlock: MarkdownCommand = (doc, selection) => {
  if (selection.from === selection.to) {
    const lineStart = doc.lastIndexOf('\n', selection.from - 1) + 1;
    const lead = selection.from === lineStart ? '' : '\n';
    const insert = `${lead}\`\`\`\n\n\`\`\``;
    const caret = selection.from + lead.length + 4;
    return { from: selection.from, to: selection.to, insert, selection: { anchor: caret, head: caret } };
  }
  const { start, end } = lineSpan(doc, selection);
  const body = doc.slice(start, end);
  const insert = `\`\`\`\n${body}\n\`\`\``;
  return { from: start, to: end, insert, selection: { anchor: start + 4, head: start + 4 + body.length } };
};

/** `![alt](src)` in place of the selection; brackets and backslashes in the alt text are escaped. */
export const image =
  (alt: string, src: string): MarkdownCommand =>
  (_doc, { from, to }) => {
    const safeAlt = alt.replace(/[\\[\]]/g, (c) => `\\${c}`).replace(/\s+/g, ' ');
    const safeSrc = /[\s()<>]/.test(src) ? `<${src.replace(/[<>]/g, encodeURIComponent)}>` : src;
    const insert = `![${safeAlt}](${safeSrc})`;
    const caret = from + insert.length;
    return { from, to, insert, selection: { anchor: caret, head: caret } };
  };
