import type { IncomingMessage, ServerResponse } from 'node:http';

export type FakeAiKind = 'openai-compatible' | 'anthropic';

/**
 * A failure the next request(s) meet, as the real APIs fail: `rate-limited` (429 with `Retry-After`), `overloaded`
 * (Anthropic's 529, OpenAI's 503), `server-error` (500), `malformed` (a 200 whose body or stream is not JSON), `cut`
 * (the stream stops mid-way, the connection dropped), `stall` (the stream starts, then nothing more), `hang` (no
 * answer at all), `truncated` (the model stops at its token limit: `finish_reason: 'length'` / `stop_reason:
 * 'max_tokens'`), `stream-error` (an error event mid-stream).
 */
export type FakeAiFailure =
  | { type: 'rate-limited'; retryAfterSeconds?: number }
  | { type: 'overloaded' | 'server-error' | 'malformed' | 'cut' | 'stall' | 'hang' | 'truncated' | 'stream-error' };

/** A chat request as the fakes read it, whichever API it came through. */
export interface FakeChat {
  model: string;
  system: string;
  /** The last user message's text parts, joined. */
  text: string;
  images: { mediaType: string; bytes: number }[];
  maxTokens: number;
  stream: boolean;
}

/** The answer to chats: fixed text, or a function of the request (`fakeAnswers.translator`…). */
export type FakeAnswer = string | ((chat: FakeChat) => string);

/** A request as received: lower-case headers, the JSON body (or its raw text when not JSON), what was answered. */
export interface ReceivedAiRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  status?: number;
  usage?: { inputTokens: number; outputTokens: number };
}

/** What a kind's handler needs of the server: its settings now, the failure for this request, the record. */
export interface FakeExchange {
  req: IncomingMessage;
  res: ServerResponse;
  record: ReceivedAiRequest;
  apiKey: string | undefined;
  models: string[];
  modelPageSize: number;
  /** Models that refuse `max_tokens` and want `max_completion_tokens`, as OpenAI's reasoning models do. */
  reasoningModels: string[];
  /** False: answers one JSON document even when asked to stream, as some local servers do. */
  streams: boolean;
  answer: FakeAnswer;
  failure: FakeAiFailure | undefined;
}

/** About four characters a token, as the providers' own rule of thumb. */
export const tokensOf = (text: string) => Math.ceil(text.length / 4);

export function sendJson(exchange: FakeExchange, status: number, body: unknown, headers: Record<string, string> = {}) {
  exchange.record.status = status;
  exchange.res.writeHead(status, { 'content-type': 'application/json', ...headers });
  exchange.res.end(JSON.stringify(body));
}

/** Starts an event stream; the caller writes events with `sseEvent` (Anthropic names them, OpenAI does not). */
export function startStream(exchange: FakeExchange) {
  exchange.record.status = 200;
  exchange.res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
}

export const sseEvent = (data: unknown, event?: string) =>
  `${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

/** The answer's text in stream-sized pieces, split between code points. */
export function pieces(text: string, size = 12): string[] {
  const points = Array.from(text);
  const out: string[] = [];
  for (let at = 0; at < points.length; at += size) out.push(points.slice(at, at + size).join(''));
  return out;
}

/**
 * Writes a stream's events, honouring the stream failures: `cut` drops the connection halfway, `stall` stops
 * writing halfway and leaves it open, `malformed` sends an event that is not JSON.
 */
export function writeStream(exchange: FakeExchange, events: string[]) {
  const { res, failure } = exchange;
  startStream(exchange);
  const half = Math.max(1, Math.floor(events.length / 2));
  if (failure?.type === 'cut' || failure?.type === 'stall') {
    // Dropped once the first half is on the wire: the client has begun reading when the connection goes.
    const cut = failure.type === 'cut' ? () => res.socket?.destroy() : undefined;
    res.write(events.slice(0, half).join(''), cut);
    return;
  }
  if (failure?.type === 'malformed') {
    res.end(events.slice(0, half).join('') + 'data: {"choices": [\n\n');
    return;
  }
  res.end(events.join(''));
}

/**
 * The chat's answer text and whether it stops at the token limit: the model's whole answer when it fits in
 * `maxTokens`, else as much as fits (as a real model stops); `truncated` forces a stop halfway.
 */
export function answered(exchange: FakeExchange, chat: FakeChat): { text: string; truncated: boolean } {
  const whole = typeof exchange.answer === 'function' ? exchange.answer(chat) : exchange.answer;
  const fits = chat.maxTokens * 4;
  if (exchange.failure?.type === 'truncated')
    return { text: whole.slice(0, Math.ceil(whole.length / 2)), truncated: true };
  if (whole.length > fits) return { text: whole.slice(0, fits), truncated: true };
  return { text: whole, truncated: false };
}

/** Usage as the fakes count it: system and every text part in, the answer out; an image counts 85 tokens. */
export function usageOf(chat: FakeChat, allText: string, answer: string) {
  return { inputTokens: tokensOf(chat.system + allText) + 85 * chat.images.length, outputTokens: tokensOf(answer) };
}
