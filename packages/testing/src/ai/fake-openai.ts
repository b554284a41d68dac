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

/** 24 kHz, 16-bit little-endian, mono: what `response_format: 'pcm'` gives. */
export const fakeSpeechSampleRate = 24_000;

const error = (exchange: FakeExchange, status: number, message: string, type: string, code: string | null) =>
  sendJson(exchange, status, { error: { message, type, param: null, code } });

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request's chat, or the reason it is not one, as OpenAI's 400 says it. */
function chatOf(body: unknown): FakeChat | string {
  if (!isObject(body)) return 'We could not parse the JSON body of your request.';
  if (typeof body.model !== 'string') return 'you must provide a model parameter';
  if (!Array.isArray(body.messages) || body.messages.length === 0) return "'messages' must contain at least one item";
  const chat: FakeChat = {
    model: body.model,
    system: '',
    text: '',
    images: [],
    maxTokens: 4096,
    stream: body.stream === true,
  };
  const limit = body.max_completion_tokens ?? body.max_tokens;
  if (limit !== undefined) {
    if (!Number.isInteger(limit) || (limit as number) < 1) return "Invalid 'max_tokens': must be a positive integer";
    chat.maxTokens = limit as number;
  }
  for (const message of body.messages as unknown[]) {
    if (!isObject(message) || !['system', 'developer', 'user', 'assistant'].includes(String(message.role))) {
      return "Invalid 'messages': each needs a role of system, developer, user or assistant";
    }
    const parts = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content;
    if (!Array.isArray(parts)) return "Invalid 'messages': content must be a string or an array of parts";
    let text = '';
    for (const part of parts as unknown[]) {
      if (isObject(part) && part.type === 'text' && typeof part.text === 'string') text += part.text;
      else if (isObject(part) && part.type === 'image_url' && isObject(part.image_url)) {
        const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=]*)$/.exec(String(part.image_url.url));
        if (!match) return "Invalid 'image_url': expected a base64-encoded data URL";
        chat.images.push({ mediaType: match[1]!, bytes: Buffer.from(match[2]!, 'base64').length });
      } else return "Invalid content part: expected 'text' or 'image_url'";
    }
    if (message.role === 'system' || message.role === 'developer') chat.system += text;
    else if (message.role === 'user') chat.text = text;
  }
  return chat;
}

const allText = (body: Json) =>
  (body.messages as Json[])
    .map((m) => (typeof m.content === 'string' ? m.content : (m.content as Json[]).map((p) => p.text ?? '').join('')))
    .join('');

function chatCompletion(exchange: FakeExchange) {
  const body = exchange.record.body;
  const chat = chatOf(body);
  if (typeof chat === 'string') return error(exchange, 400, chat, 'invalid_request_error', null);
  if (!exchange.models.includes(chat.model)) {
    const message = `The model \`${chat.model}\` does not exist or you do not have access to it.`;
    return error(exchange, 404, message, 'invalid_request_error', 'model_not_found');
  }
  if (exchange.reasoningModels.includes(chat.model) && (body as Json).max_tokens !== undefined) {
    const message =
      "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.";
    return error(exchange, 400, message, 'invalid_request_error', 'unsupported_parameter');
  }
  const { text, truncated } = answered(exchange, chat);
  const usage = usageOf(chat, allText(body as Json), text);
  exchange.record.usage = usage;
  const finish = truncated ? 'length' : 'stop';
  const usageBody = {
    prompt_tokens: usage.inputTokens,
    completion_tokens: usage.outputTokens,
    total_tokens: usage.inputTokens + usage.outputTokens,
  };
  const base = { id: 'chatcmpl-fake', created: Math.floor(Date.now() / 1000), model: chat.model };
  if (!chat.stream || !exchange.streams) {
    if (exchange.failure?.type === 'malformed') {
      exchange.record.status = 200;
      exchange.res.writeHead(200, { 'content-type': 'application/json' });
      return exchange.res.end('{"id": "chatcmpl-fake", "choices": [');
    }
    const message = { role: 'assistant', content: text };
    const choice = { index: 0, message, finish_reason: finish };
    return sendJson(exchange, 200, { ...base, object: 'chat.completion', choices: [choice], usage: usageBody });
  }
  const withUsage =
    isObject((body as Json).stream_options) && ((body as Json).stream_options as Json).include_usage === true;
  const chunk = (delta: Json, finishReason: string | null) =>
    sseEvent({
      ...base,
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta, finish_reason: finishReason }],
      ...(withUsage ? { usage: null } : {}),
    });
  const events = [
    chunk({ role: 'assistant', content: '' }, null),
    ...pieces(text).map((piece) => chunk({ content: piece }, null)),
  ];
  if (exchange.failure?.type === 'stream-error') {
    events.push(
      sseEvent({ error: { message: 'The server had an error while processing your request.', type: 'server_error' } }),
    );
    return writeStream(exchange, events.concat(sseEvent('[DONE]')));
  }
  events.push(chunk({}, finish));
  if (withUsage) events.push(sseEvent({ ...base, object: 'chat.completion.chunk', choices: [], usage: usageBody }));
  events.push(sseEvent('[DONE]'));
  writeStream(exchange, events);
}

/** A second of a soft tone per ten characters (at least a tenth of a second): audio the encoder can work on. */
function tone(characters: number): Buffer {
  const samples = Math.max(fakeSpeechSampleRate / 10, Math.round((characters / 10) * fakeSpeechSampleRate));
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    pcm.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 220 * i) / fakeSpeechSampleRate)), i * 2);
  return pcm;
}

function speech(exchange: FakeExchange) {
  const body = exchange.record.body;
  if (!isObject(body) || typeof body.model !== 'string' || typeof body.voice !== 'string') {
    return error(exchange, 400, "'model' and 'voice' are required", 'invalid_request_error', null);
  }
  if (typeof body.input !== 'string' || body.input.length === 0 || body.input.length > 4096) {
    return error(exchange, 400, "'input' must be a string of 1 to 4096 characters", 'invalid_request_error', null);
  }
  if (body.response_format !== 'pcm') {
    return error(exchange, 400, 'this fake speaks response_format pcm only', 'invalid_request_error', null);
  }
  if (!exchange.models.includes(body.model)) {
    return error(
      exchange,
      404,
      `The model \`${body.model}\` does not exist.`,
      'invalid_request_error',
      'model_not_found',
    );
  }
  exchange.record.status = 200;
  exchange.res.writeHead(200, { 'content-type': 'audio/pcm' });
  exchange.res.end(tone(body.input.length));
}

/** OpenAI's API as published, for the routes the adapter uses; the key as `Authorization: Bearer`. */
export function openAiExchange(exchange: FakeExchange) {
  const { req, record, apiKey, failure } = exchange;
  if (apiKey !== undefined) {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (given === undefined) {
      return error(exchange, 401, "You didn't provide an API key.", 'invalid_request_error', 'missing_api_key');
    }
    // Echoed whole, as some compatible servers do: the adapter must keep it out of what it reports.
    if (given !== apiKey) {
      return error(exchange, 401, `Incorrect API key provided: ${given}.`, 'invalid_request_error', 'invalid_api_key');
    }
  }
  if (failure?.type === 'rate-limited') {
    const headers = { 'retry-after': String(failure.retryAfterSeconds ?? 20) };
    const body = {
      error: {
        message: 'Rate limit reached for requests.',
        type: 'requests',
        param: null,
        code: 'rate_limit_exceeded',
      },
    };
    return sendJson(exchange, 429, body, headers);
  }
  if (failure?.type === 'overloaded')
    return error(exchange, 503, 'The engine is currently overloaded.', 'server_error', null);
  if (failure?.type === 'server-error') return error(exchange, 500, 'The server had an error.', 'server_error', null);
  const route = `${req.method} ${record.path}`;
  if (route === 'GET /v1/models') {
    const data = exchange.models.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'fake' }));
    if (failure?.type === 'malformed') return sendJson(exchange, 200, { object: 'list', models: data });
    return sendJson(exchange, 200, { object: 'list', data });
  }
  if (route === 'POST /v1/chat/completions') return chatCompletion(exchange);
  if (route === 'POST /v1/audio/speech') return speech(exchange);
  return error(exchange, 404, `Invalid URL (${route})`, 'invalid_request_error', 'unknown_url');
}
