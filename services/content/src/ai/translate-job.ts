import { editorialLimits, type AdminVersion, type LanguageCode } from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import type { Editor } from '../editorial/editor.ts';
import { machineMayWrite, type TranslatedWords } from '../editorial/machine-translation.ts';
import type { AiCalls } from './calls.ts';
import { answerRoom, chatText, cutTo } from './chat-call.ts';
import { markdownChunks } from './markdown-chunks.ts';
import { jobFailureOf, type JobHandler } from './jobs.ts';
import { sameStructure, translationPrompt } from './markdown-structure.ts';

export interface TranslateDeps {
  editor: Pick<Editor, 'get' | 'writeTranslation'>;
  calls: AiCalls;
}

const invalid = (path: string, message: string) =>
  new HttpError(400, 'validation_failed', 'The translation cannot start.', { details: [{ path, message }] });

/** One text of the version translated (empty stays empty: nothing is sent for it). */
async function translated(
  calls: AiCalls,
  text: string,
  from: LanguageCode,
  to: LanguageCode,
  signal: AbortSignal,
  keepStructure: boolean,
): Promise<string> {
  if (text.trim() === '') return '';
  const { system, user } = translationPrompt(text, from, to);
  const check = (answer: string) => {
    const same = sameStructure(text, answer);
    return same.ok ? undefined : same.detail;
  };
  return chatText(calls, {
    task: 'translation',
    system,
    user,
    maxTokens: answerRoom(text),
    signal,
    ...(keepStructure ? { check } : {}),
  });
}

/** The body part by part (markdownChunks), each part's structure checked against its source's. */
async function translatedBody(
  calls: AiCalls,
  markdown: string,
  from: LanguageCode,
  to: LanguageCode,
  signal: AbortSignal,
) {
  const parts: string[] = [];
  for (const chunk of markdownChunks(markdown)) parts.push(await translated(calls, chunk, from, to, signal, true));
  return parts.join('\n\n');
}

/** The body first: a broken structure fails the language before its title and excerpt are paid for. */
async function translateVersion(
  calls: AiCalls,
  source: AdminVersion,
  to: LanguageCode,
  signal: AbortSignal,
): Promise<TranslatedWords> {
  const markdown = await translatedBody(calls, source.markdown, source.lang, to, signal);
  const title = await translated(calls, source.title, source.lang, to, signal, false);
  const excerpt = await translated(calls, source.excerpt, source.lang, to, signal, false);
  return {
    markdown: cutTo(markdown, editorialLimits.markdownLength),
    title: cutTo(title, editorialLimits.titleLength),
    excerpt: cutTo(excerpt, editorialLimits.excerptLength),
  };
}

/**
 * Draft translations of an article, one language after the other: each written whole once its Markdown kept the
 * source's structure, or not at all; a language that fails does not stop the next; a cancel stops before the next.
 */
export function translateJob({ editor, calls }: TranslateDeps): JobHandler<'translate'> {
  return {
    async prepare({ articleId, from, languages }) {
      const article = await editor.get(articleId);
      if (article.deletedAt) throw new HttpError(409, 'conflict', 'The article is in the trash.');
      const source = article.versions.find((v) => v.lang === from);
      if (!source || source.markdown.trim() === '') throw invalid('body.from', `the ${from} version has no text`);
      const repeated = languages.filter((lang, i) => languages.indexOf(lang) !== i);
      if (repeated.length > 0) throw invalid('body.languages', `names ${repeated.join(', ')} twice`);
      if (languages.includes(from)) throw invalid('body.languages', `names the language translated from, ${from}`);
      const written = languages.filter((lang) => !machineMayWrite(article, lang));
      if (written.length > 0) throw invalid('body.languages', `${written.join(', ')} already written by hand`);
      return languages.length;
    },
    async run({ articleId, from, languages }, step) {
      const article = await editor.get(articleId);
      const source = article.versions.find((v) => v.lang === from);
      if (!source) throw invalid('body.from', `the ${from} version is gone`);
      const done: LanguageCode[] = [];
      for (const [index, lang] of languages.entries()) {
        if (step.signal.aborted) break;
        try {
          const words = await translateVersion(calls, source, lang, step.signal);
          await editor.writeTranslation(articleId, lang, words);
          done.push(lang);
        } catch (error) {
          if (step.signal.aborted) break;
          const failure = jobFailureOf(error);
          await step.update({ failures: [...step.current().failures, { language: lang, failure }] });
        }
        await step.update({ progress: { done: index + 1, total: languages.length }, result: { languages: [...done] } });
      }
      return done.length > 0 ? 'done' : 'failed';
    },
  };
}
