import {
  answered,
  pieces,
  sendJson,
  sseEvent,
  usageOf,
  writeStream,
  type FakeChat,
  type FakeExchange,
} from './fake-ai-parts.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const imageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

const error = (
  exchange: FakeExchange,
  status: number,
  type: string,
  message: string,
  headers?: Record<string, string>,
) => sendJson(exchange, status, { type: 'error', error: { type, message } }, headers);

/** The request's chat, or the reason it is not one, as the Messages API's 400 says it. */
function chatOf(body: unknown): { chat: FakeChat; allText: string } | string {
  if (!isObject(body)) return 'There was an issue with the request body: not valid JSON';
  if (typeof body.model !== 'string') return 'model: Field required';
  if (!Number.isInteger(body.max_tokens) || (body.max_tokens as number) < 1) return 'max_tokens: Field required';
  if (!Array.isArray(body.messages) || body.messages.length === 0) return 'messages: at least one message is required';
  if (body.system !== undefined && typeof body.system !== 'string') return 'system: Input should be a valid string';
  const chat: FakeChat = {
    model: body.model,
    system: (body.system as string | undefined) ?? '',
    text: '',
    images: [],
    maxTokens: body.max_tokens as number,
    stream: body.stream === true,
  };
  let allText = '';
  for (const [index, message] of (body.messages as unknown[]).entries()) {
    if (!isObject(message) || (message.role !== 'user' && message.role !== 'assistant')) {
      return `messages.${index}.role: Input should be 'user' or 'assistant'`;
    }
    const blocks = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content;
    if (!Array.isArray(blocks)) return `messages.${index}.content: Input should be a valid list`;
    let text = '';
    for (const block of blocks as unknown[]) {
      if (isObject(block) && block.type === 'text' && typeof block.text === 'string') text += block.text;
      else if (isObject(block) && block.type === 'image' && isObject(block.source)) {
        const { type, media_type: mediaType, data } = block.source;
        if (type !== 'base64' || !imageTypes.includes(String(mediaType)) || typeof data !== 'string') {
          return `messages.${index}.content: an image's source must be base64 of ${imageTypes.join(', ')}`;
        }
        chat.images.push({ mediaType: String(mediaType), bytes: Buffer.from(data, 'base64').length });
      } else return `messages.${index}.content: Input tag does not match 'text' or 'image'`;
    }
    allText += text;
    if (message.role === 'user') chat.text = text;
  }
  return { chat, allText };
}

function messages(exchange: FakeExchange) {
  const parsed = chatOf(exchange.record.body);
  if (typeof parsed === 'string') return error(exchange, 400, 'invalid_request_error', parsed);
  const { chat } = parsed;
  if (!exchange.models.includes(chat.model)) return error(exchange, 404, 'not_found_error', `model: ${chat.model}`);
  const { text, truncated } = answered(exchange, chat);
  const usage = usageOf(chat, parsed.allText, text);
  exchange.record.usage = usage;
  const stop = truncated ? 'max_tokens' : 'end_turn';
  const message = { id: 'msg_fake', type: 'message', role: 'assistant', model: chat.model, stop_sequence: null };
  if (!chat.stream || !exchange.streams) {
    if (exchange.failure?.type === 'malformed') {
      exchange.record.status = 200;
      exchange.res.writeHead(200, { 'content-type': 'application/json' });
      return exchange.res.end('{"type": "message", "content": [');
    }
    const content = [{ type: 'text', text }];
    const usageBody = { input_tokens: usage.inputTokens, output_tokens: usage.outputTokens };
    return sendJson(exchange, 200, { ...message, content, stop_reason: stop, usage: usageBody });
  }
  const start = {
    ...message,
    content: [],
    stop_reason: null,
    usage: { input_tokens: usage.inputTokens, output_tokens: 1 },
  };
  const events = [
    sseEvent({ type: 'message_start', message: start }, 'message_start'),
    sseEvent(
      { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
      'content_block_start',
    ),
    sseEvent({ type: 'ping' }, 'ping'),
    ...pieces(text).map((piece) =>
      sseEvent(
        { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: piece } },
        'content_block_delta',
      ),
    ),
  ];
  if (exchange.failure?.type === 'stream-error') {
    events.push(sseEvent({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }, 'error'));
    return writeStream(exchange, events);
  }
  events.push(
    sseEvent({ type: 'content_block_stop', index: 0 }, 'content_block_stop'),
    sseEvent(
      {
        type: 'message_delta',
        delta: { stop_reason: stop, stop_sequence: null },
        usage: { output_tokens: usage.outputTokens },
      },
      'message_delta',
    ),
    sseEvent({ type: 'message_stop' }, 'message_stop'),
  );
  writeStream(exchange, events);
}

/** `GET /v1/models`, paged as the API pages it: `limit` (1 to 1000, 20 by default, capped by the fake's page size). */
function models(exchange: FakeExchange) {
  const query = exchange.record.query;
  const limit = Math.min(Number(query.limit ?? 20), exchange.modelPageSize);
  if (!Number.isInteger(limit) || limit < 1) return error(exchange, 400, 'invalid_request_error', 'limit: 1 to 1000');
  const from = query.after_id ? exchange.models.indexOf(query.after_id) + 1 : 0;
  const ids = exchange.models.slice(from, from + limit);
  const data = ids.map((id) => ({ type: 'model', id, display_name: id, created_at: '2025-01-01T00:00:00Z' }));
  if (exchange.failure?.type === 'malformed') return sendJson(exchange, 200, { models: data });
  sendJson(exchange, 200, {
    data,
    has_more: from + limit < exchange.models.length,
    first_id: ids[0] ?? null,
    last_id: ids.at(-1) ?? null,
  });
}

/** Anthropic's Messages API as published: `x-api-key` and `anthropic-version` required on every request. */
export function anthropicExchange(exchange: FakeExchange) {
  const { req, record, apiKey, failure } = exchange;
  if (req.headers['anthropic-version'] !== '2023-06-01') {
    return error(exchange, 400, 'invalid_request_error', 'anthropic-version: header is required');
  }
  if (apiKey !== undefined) {
    const given = req.headers['x-api-key'];
    if (given === undefined) return error(exchange, 401, 'authentication_error', 'x-api-key header is required');
    if (given !== apiKey) return error(exchange, 401, 'authentication_error', 'invalid x-api-key');
  }
  if (failure?.type === 'rate-limited') {
    const headers = { 'retry-after': String(failure.retryAfterSeconds ?? 20) };
    return error(exchange, 429, 'rate_limit_error', 'Number of requests has exceeded your rate limit.', headers);
  }
  if (failure?.type === 'overloaded') return error(exchange, 529, 'overloaded_error', 'Overloaded');
  if (failure?.type === 'server-error') return error(exchange, 500, 'api_error', 'Internal server error');
  const route = `${req.method} ${record.path}`;
  if (route === 'GET /v1/models') return models(exchange);
  if (route === 'POST /v1/messages') return messages(exchange);
  return error(exchange, 404, 'not_found_error', `Not found: ${route}`);
}
