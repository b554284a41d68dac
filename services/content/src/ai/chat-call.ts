import type { AiTaskKind, LanguageCode } from '@portfolio/contracts';
import { RefusedAnswer, type AiCalls } from './calls.ts';
import type { ChatPart } from './providers/provider-client.ts';

/** Prompts name languages in English, which every model reads best. */
export const languageNames: Record<LanguageCode, string> = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  ja: 'Japanese',
  zh: 'Chinese (simplified)',
  ar: 'Arabic',
  ru: 'Russian',
};

export interface ChatCall {
  task: AiTaskKind;
  system: string;
  user: string | ChatPart[];
  maxTokens: number;
  signal?: AbortSignal;
  /** What is wrong with the answer's structure, if anything (a translation's Markdown). */
  check?: (answer: string) => string | undefined;
}

/**
 * One chat through the calls' gate: the answer's text, its usage logged. An answer the provider cut short (its
 * token limit) is refused as `malformed`: half a translation or half a sentence must not pass for a whole one.
 */
export async function chatText(
  calls: AiCalls,
  { task, system, user, maxTokens, signal, check }: ChatCall,
): Promise<string> {
  return calls.run(
    task,
    async ({ client, model }, callSignal) => {
      const answer = await client.chat(
        { model, system, maxTokens, temperature: 0.2, messages: [{ role: 'user', content: user }] },
        callSignal,
      );
      const usage = { inputTokens: answer.inputTokens, outputTokens: answer.outputTokens };
      if (answer.truncated) {
        throw new RefusedAnswer({ reason: 'malformed', detail: 'the answer was cut short at its token limit' }, usage);
      }
      const problem = check?.(answer.text);
      if (problem) throw new RefusedAnswer({ reason: 'structure_broken', detail: problem }, usage);
      return { result: answer.text.trim(), usage };
    },
    signal,
  );
}

/**
 * Room for the answer to a text: a token per character of it, which even Chinese or Japanese stay under, and never
 * over 8192, which every current model accepts (more is refused by some); a cap costs nothing unused.
 */
export const answerRoom = (text: string) => Math.min(8192, Math.max(512, text.length));

/** At most `max` characters, cut at a word when it can be. */
export function cutTo(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trim();
}
