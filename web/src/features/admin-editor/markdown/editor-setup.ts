import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { markdownKeymap, markdownLanguage } from '@codemirror/lang-markdown';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { EditorState, type Extension } from '@codemirror/state';
import { drawSelection, EditorView, keymap, type KeyBinding } from '@codemirror/view';
import { tags } from '@lezer/highlight';

/**
 * The site's colours through its CSS variables, so that the editor follows the light and dark themes without
 * being rebuilt; the focus ring is the site's.
 */
const theme = EditorView.theme({
  '&': { color: 'var(--foreground)', backgroundColor: 'var(--background)', minHeight: '24rem', fontSize: '1rem' },
  '&.cm-focused': { outline: '2px solid var(--ring)', outlineOffset: '2px' },
  '.cm-content': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    caretColor: 'var(--foreground)',
    padding: '0.75rem',
    lineHeight: '1.6',
  },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--foreground)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'var(--accent)',
  },
  '.cm-panels': { backgroundColor: 'var(--card)', color: 'var(--foreground)' },
  '.cm-searchMatch': { backgroundColor: 'var(--accent)', outline: '1px solid var(--ring)' },
});

/** Markdown's marks in the site's colours: emphasis as emphasis, headings strong, code and links told apart. */
const highlight = HighlightStyle.define([
  { tag: tags.heading, fontWeight: '700', color: 'var(--primary)' },
  { tag: tags.strong, fontWeight: '700' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strikethrough, textDecoration: 'line-through' },
  { tag: [tags.link, tags.url], color: 'var(--primary)', textDecoration: 'underline' },
  { tag: tags.monospace, color: 'var(--accent-foreground)', backgroundColor: 'var(--muted)' },
  { tag: [tags.processingInstruction, tags.meta, tags.quote], color: 'var(--muted-foreground)' },
]);

interface Setup {
  doc: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  label: string;
  describedBy: string;
  bindings: readonly KeyBinding[];
  onChange: (text: string) => void;
}

/**
 * The editor's state: Markdown with history and search, the toolbar's shortcuts first. Tab is left unbound so that
 * it moves the focus out of the editor, as it does everywhere else on the page.
 */
export function editorState({ doc, lang, dir, label, describedBy, bindings, onChange }: Setup): EditorState {
  const extensions: Extension[] = [
    history(),
    drawSelection(),
    search({ top: true }),
    highlightSelectionMatches(),
    // The language alone, not `markdown()`: that one nests the HTML, CSS and JavaScript parsers for inline HTML,
    // which would triple the editor's download for colours in the rare raw-HTML block.
    markdownLanguage,
    syntaxHighlighting(highlight),
    EditorView.lineWrapping,
    theme,
    keymap.of([...bindings, ...markdownKeymap, ...searchKeymap, ...historyKeymap, ...defaultKeymap]),
    EditorView.editorAttributes.of({ dir }),
    EditorView.contentAttributes.of({ lang, dir, 'aria-label': label, 'aria-describedby': describedBy }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) onChange(update.state.doc.toString());
    }),
  ];
  return EditorState.create({ doc, extensions });
}
