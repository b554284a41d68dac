import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import go from 'highlight.js/lib/languages/go';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import plaintext from 'highlight.js/lib/languages/plaintext';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import shell from 'highlight.js/lib/languages/shell';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { escapeHtml } from '../documents/escape.ts';

/**
 * Code blocks are highlighted once, on the server, so the browser ships no highlighter. Only the languages the
 * articles use are registered (the core plus a dozen grammars instead of the 190 of the full build): start-up stays
 * fast and an unknown language is shown as plain, escaped text rather than guessed.
 */
const grammars = { bash, css, diff, go, javascript, json, plaintext, python, rust, shell, sql, typescript, xml, yaml };
for (const [name, grammar] of Object.entries(grammars)) hljs.registerLanguage(name, grammar);
// Names authors write that the grammars do not declare as aliases themselves.
hljs.registerAliases(['sh', 'zsh'], { languageName: 'bash' });
hljs.registerAliases(['html', 'svg'], { languageName: 'xml' });
hljs.registerAliases(['text', 'txt'], { languageName: 'plaintext' });

/** The registered grammar's own name for what an author wrote after the fence, or undefined when none matches. */
export function languageOf(info: string): string | undefined {
  const word = info.trim().split(/\s/, 1)[0]!.toLowerCase();
  const grammar = word ? hljs.getLanguage(word) : undefined;
  // The class suffix comes from the registered names only, never from the fence's text (which is the author's).
  return grammar && Object.keys(grammars).find((name) => hljs.getLanguage(name) === grammar);
}

/** The whole `<pre><code>` block of a fence: highlighted spans when the language is known, escaped text otherwise. */
export function highlightBlock(code: string, info: string): string {
  const language = languageOf(info);
  if (!language) return `<pre><code class="hljs">${escapeHtml(code)}</code></pre>`;
  const { value } = hljs.highlight(code, { language, ignoreIllegals: true });
  return `<pre><code class="hljs language-${language}">${value}</code></pre>`;
}
