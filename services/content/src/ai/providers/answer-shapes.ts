import type { ChatRequest } from './provider-types.ts';

/** Reading the providers' JSON without trusting it: a missing or odd field reads as undefined, never a throw. */
export type Json = Record<string, unknown>;

export const objectOf = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;

export const arrayOf = (value: unknown): unknown[] | undefined => (Array.isArray(value) ? value : undefined);

export const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A token count: a whole number at least 0, else undefined. */
export const countOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

/** `error.message` of either API's error body (`{error:{message}}`, `{type:'error',error:{message}}`), or `{message}`. */
export const errorMessageOf = (body: unknown): string | undefined =>
  stringOf(objectOf(objectOf(body)?.error)?.message) ??
  stringOf(objectOf(body)?.error) ??
  stringOf(objectOf(body)?.message);

/**
 * About four characters a token: the estimate used when a server reports no usage (some local ones), so that the
 * usage log and the budget still count something rather than nothing.
 */
export const estimatedTokens = (text: string) => Math.ceil(text.length / 4);

/** The tokens of a request's text, estimated likewise (an image counts for nothing: no way to tell). */
export function estimatedInputTokens(request: ChatRequest): number {
  const texts = request.messages.flatMap((message) =>
    typeof message.content === 'string'
      ? [message.content]
      : message.content.map((part) => (part.type === 'text' ? part.text : '')),
  );
  return estimatedTokens((request.system ?? '') + texts.join(''));
}

/** The model ids of a `{data:[{id}]}` list, in the provider's order, without duplicates; undefined if not one. */
export function modelIds(body: unknown): string[] | undefined {
  const data = arrayOf(objectOf(body)?.data);
  if (!data) return undefined;
  const ids = data.map((model) => stringOf(objectOf(model)?.id)).filter((id) => id !== undefined && id !== '');
  return [...new Set(ids as string[])];
}
