import { editorialLimits } from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import type { Editor } from '../editorial/editor.ts';
import type { AiCalls } from './calls.ts';
import { chatText, cutTo, languageNames } from './chat-call.ts';
import type { JobHandler } from './jobs.ts';

export interface SuggestDeps {
  editor: Pick<Editor, 'get'>;
  calls: AiCalls;
}

/** What each field is for, and its length in the editor: the model is asked for that, and its answer cut to it. */
const fields = {
  excerpt: {
    max: editorialLimits.excerptLength,
    ask: 'a short excerpt (two or three sentences) that makes a reader want to read the article, shown in lists',
  },
  seoTitle: {
    max: 60,
    ask: "a title for search engines' results, at most 60 characters, naming what the article is about",
  },
  seoDescription: {
    max: 160,
    ask: "a description for search engines' results, at most 160 characters, saying what the reader will learn",
  },
} as const;

const quotes = new Set(['"', "'", '«', '»', '“', '”']);
/** Without the quotes a model may put around its answer despite being asked not to. */
function unquoted(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && quotes.has(text[start]!)) start += 1;
  while (end > start && quotes.has(text[end - 1]!)) end -= 1;
  return text.slice(start, end).trim();
}

/** The most of an article's text sent for a suggestion: its beginning says what it is about. */
const textSent = 12_000;

/**
 * A suggestion for one field of one language of an article, from that language's title and text: the job's result,
 * shown to the author, saved only when the author accepts it (through the editor's own save).
 */
export function suggestJob({ editor, calls }: SuggestDeps): JobHandler<'suggest'> {
  const versionOf = async (articleId: string, language: string) => {
    const article = await editor.get(articleId);
    return article.versions.find((v) => v.lang === language);
  };
  return {
    async prepare({ articleId, language }) {
      const version = await versionOf(articleId, language);
      if (!version || version.markdown.trim() === '') {
        throw new HttpError(400, 'validation_failed', 'There is nothing to suggest from.', {
          details: [{ path: 'body.language', message: `the ${language} version has no text` }],
        });
      }
      return 1;
    },
    async run({ articleId, language, field }, step) {
      const version = await versionOf(articleId, language);
      if (!version) throw new HttpError(404, 'not_found', 'The version is gone.');
      const { ask, max } = fields[field];
      const system =
        `You help the author of a blog. Write ${ask}, in ${languageNames[language]}, for the article the user ` +
        'gives. Answer with that text alone: no quotes, no label, no Markdown.';
      const user = `# ${version.title}\n\n${version.markdown.slice(0, textSent)}`;
      // Room for the longest field (600 characters) in Chinese or Japanese, about a token a character.
      const text = await chatText(calls, { task: 'suggestions', system, user, maxTokens: 1024, signal: step.signal });
      await step.update({ progress: { done: 1, total: 1 }, result: { text: cutTo(unquoted(text), max) } });
      return 'done';
    },
  };
}
