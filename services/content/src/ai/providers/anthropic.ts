import {
  arrayOf,
  countOf,
  errorMessageOf,
  estimatedInputTokens,
  estimatedTokens,
  modelIds,
  objectOf,
  stringOf,
  type Json,
} from './answer-shapes.ts';
import { failed, jsonBody, providerCall, redacted } from './provider-http.ts';
import type { ChatAnswer, ChatPart, ChatRequest, ProviderClient, ProviderConnection } from './provider-types.ts';
import { cutShort, eventJson, serverSentEvents } from './sse.ts';

/** The Messages API version this adapter speaks, sent with every request as the API requires. */
export const anthropicVersion = '2023-06-01';
/** Model lists are paged; more pages than this is not a model list any administrator picks from. */
const modelPages = 10;

const contentOf = (content: string | ChatPart[]) =>
  typeof content === 'string'
    ? content
    : content.map((part) =>
        part.type === 'text'
          ? { type: 'text', text: part.text }
          : {
              type: 'image',
              source: { type: 'base64', media_type: part.mediaType, data: Buffer.from(part.data).toString('base64') },
            },
      );

/** The request body: only what the caller chose (no temperature unless given). */
const chatBody = (request: ChatRequest) => ({
  model: request.model,
  max_tokens: request.maxTokens,
  ...(request.system !== undefined ? { system: request.system } : {}),
  ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
  messages: request.messages.map((message) => ({ role: message.role, content: contentOf(message.content) })),
  stream: true,
});

/** Input tokens as billed: the prompt's own and those written to or read from the prompt cache. */
const inputTokensOf = (usage: Json | undefined) => {
  const parts = [usage?.input_tokens, usage?.cache_creation_input_tokens, usage?.cache_read_input_tokens];
  const counts = parts.map(countOf).filter((count) => count !== undefined);
  return counts.length > 0 ? counts.reduce((sum, count) => sum + count, 0) : undefined;
};

const answerOf = (
  text: string,
  stop: string | undefined,
  input: number | undefined,
  output: number | undefined,
  request: ChatRequest,
): ChatAnswer => ({
  text,
  inputTokens: input ?? estimatedInputTokens(request),
  outputTokens: output ?? estimatedTokens(text),
  truncated: stop === 'max_tokens',
});

/** A server that ignores `stream` answers with one message. */
function wholeAnswer(body: unknown, request: ChatRequest): ChatAnswer {
  const message = objectOf(body);
  const blocks = arrayOf(message?.content);
  if (!blocks) throw failed('malformed', 'the answer holds no content');
  const text = blocks
    .map((block) => (objectOf(block)?.type === 'text' ? (stringOf(objectOf(block)?.text) ?? '') : ''))
    .join('');
  const usage = objectOf(message?.usage);
  return answerOf(text, stringOf(message?.stop_reason), inputTokensOf(usage), countOf(usage?.output_tokens), request);
}

/**
 * The stream's events put together: `message_start` (input usage), `content_block_delta` (text), `message_delta`
 * (stop reason, output usage so far), `message_stop` (the end); `error` (overloaded…) fails the call.
 */
async function streamedAnswer(
  response: Response,
  signal: AbortSignal,
  request: ChatRequest,
  apiKey: string,
): Promise<ChatAnswer> {
  if (!response.headers.get('content-type')?.includes('text/event-stream')) {
    return wholeAnswer(await jsonBody(response), request);
  }
  if (!response.body) throw cutShort();
  let text = '';
  let stop: string | undefined;
  let input: number | undefined;
  let output: number | undefined;
  for await (const event of serverSentEvents(response.body, signal)) {
    if (event.event === 'ping') continue;
    const data = objectOf(eventJson(event));
    switch (stringOf(data?.type) ?? event.event) {
      case 'message_start': {
        const usage = objectOf(objectOf(data?.message)?.usage);
        input = inputTokensOf(usage);
        output = countOf(usage?.output_tokens);
        break;
      }
      case 'content_block_delta': {
        const delta = objectOf(data?.delta);
        if (delta?.type === 'text_delta') text += stringOf(delta.text) ?? '';
        break;
      }
      case 'message_delta': {
        stop = stringOf(objectOf(data?.delta)?.stop_reason) ?? stop;
        const usage = objectOf(data?.usage);
        output = countOf(usage?.output_tokens) ?? output;
        input = inputTokensOf(usage) ?? input;
        break;
      }
      case 'message_stop':
        return answerOf(text, stop, input, output, request);
      case 'error': {
        const kind = stringOf(objectOf(data?.error)?.type);
        const message = redacted(errorMessageOf(data) ?? 'an error in the stream', apiKey);
        throw kind === 'rate_limit_error' ? failed('rate_limited', message) : failed('provider_error', message);
      }
    }
  }
  throw cutShort();
}

/**
 * Anthropic's Messages API: `/models` (paged), `/messages` streamed. The key goes only in the `x-api-key` header.
 * No text-to-speech: `speak` is left out, and speech falls back to the local engine.
 */
export function anthropicClient(connection: ProviderConnection): ProviderClient {
  const headers = (json: boolean): Record<string, string> => ({
    ...(connection.apiKey ? { 'x-api-key': connection.apiKey } : {}),
    'anthropic-version': anthropicVersion,
    ...(json ? { 'content-type': 'application/json' } : {}),
  });

  async function listModels(signal?: AbortSignal): Promise<string[]> {
    const models: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < modelPages; page++) {
      const query = `models?limit=1000${after ? `&after_id=${encodeURIComponent(after)}` : ''}`;
      const body = await providerCall(connection, query, { headers: headers(false) }, signal, jsonBody);
      const ids = modelIds(body);
      if (!ids) throw failed('malformed', 'the answer holds no model list');
      models.push(...ids);
      after = stringOf(objectOf(body)?.last_id);
      if (objectOf(body)?.has_more !== true || !after) break;
    }
    return [...new Set(models)];
  }

  return {
    listModels,
    chat: (request, signal) =>
      providerCall(
        connection,
        'messages',
        { method: 'POST', headers: headers(true), body: JSON.stringify(chatBody(request)) },
        signal,
        (response, live) => streamedAnswer(response, live, request, connection.apiKey),
      ),
  };
}
