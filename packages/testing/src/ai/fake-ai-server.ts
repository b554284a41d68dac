import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { anthropicExchange } from './fake-anthropic.ts';
import type { FakeAiFailure, FakeAiKind, FakeAnswer, FakeChat, ReceivedAiRequest } from './fake-ai-parts.ts';
import { openAiExchange } from './fake-openai.ts';
import { brokenTranslation, fakeTranslation } from './fake-translation.ts';

export interface FakeAiOptions {
  kind: FakeAiKind;
  /** The key the server accepts; undefined: none asked (a local server). */
  apiKey?: string;
  models?: string[];
  answer?: FakeAnswer;
  /** Anthropic's model pages hold at most this many (the API's 1000 by default): smaller to test paging. */
  modelPageSize?: number;
  /** OpenAI only: models that refuse `max_tokens` (OpenAI's reasoning models want `max_completion_tokens`). */
  reasoningModels?: string[];
  /** False: one JSON answer even to a request that asks for a stream, as some local servers answer. */
  streams?: boolean;
}

export interface FakeAiServer {
  kind: FakeAiKind;
  /** The base address an administrator would type: `http://127.0.0.1:<port>/v1`. */
  url: string;
  /** Every request received, in order. */
  requests: ReceivedAiRequest[];
  /** Changeable between requests. */
  answer: FakeAnswer;
  models: string[];
  apiKey: string | undefined;
  /** The next `times` requests (any route) meet this failure. */
  fail(failure: FakeAiFailure, times?: number): void;
  /** Forgets the requests received and the failures still queued. */
  reset(): void;
  close(): Promise<void>;
}

/** Answers for `answer`: the translator keeps the Markdown's structure, the breaker drops a code block. */
export const fakeAnswers = {
  translator: (chat: FakeChat) => fakeTranslation(chat.text),
  breaker: (chat: FakeChat) => brokenTranslation(chat.text),
} as const;

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A fake AI provider on 127.0.0.1 (a free port) speaking OpenAI's API (`/v1/models`, `/v1/chat/completions` with
 * and without streaming, `/v1/audio/speech` as 24 kHz PCM) or Anthropic's Messages API (`/v1/models` paged,
 * `/v1/messages` with and without streaming), their error bodies and status codes included, scriptable per test
 * (the answer, failures to meet) and recording every request (to check where keys go and what was sent).
 */
export async function fakeAiServer(options: FakeAiOptions): Promise<FakeAiServer> {
  const failures: FakeAiFailure[] = [];
  const requests: ReceivedAiRequest[] = [];
  const fake = {
    kind: options.kind,
    url: '',
    requests,
    answer: options.answer ?? 'A fake answer.',
    models: options.models ?? (options.kind === 'anthropic' ? ['claude-fake-1'] : ['gpt-fake-1', 'tts-fake-1']),
    apiKey: options.apiKey,
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : (value ?? ''),
      ]),
    );
    const record: ReceivedAiRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body: await bodyOf(req),
    };
    requests.push(record);
    const failure = failures.shift();
    // Holds the request open until the client gives up or the server closes.
    if (failure?.type === 'hang') return;
    const exchange = {
      req,
      res,
      record,
      apiKey: fake.apiKey,
      models: fake.models,
      modelPageSize: options.modelPageSize ?? 1000,
      reasoningModels: options.reasoningModels ?? [],
      streams: options.streams ?? true,
      answer: fake.answer,
      failure,
    };
    if (fake.kind === 'anthropic') anthropicExchange(exchange);
    else openAiExchange(exchange);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.socket?.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return Object.assign(fake, {
    fail(failure: FakeAiFailure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    reset() {
      requests.length = 0;
      failures.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
