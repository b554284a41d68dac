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
import {
  ProviderError,
  type ChatAnswer,
  type ChatPart,
  type ChatRequest,
  type ProviderClient,
  type ProviderConnection,
  type SpeechAnswer,
} from './provider-types.ts';
import { speechPieces } from './speech-pieces.ts';
import { cutShort, eventJson, serverSentEvents } from './sse.ts';

type LimitField = 'max_tokens' | 'max_completion_tokens';

/** OpenAI's `pcm` speech format: 24 kHz, 16-bit little-endian, mono. */
const speechSampleRate = 24_000;

const contentOf = (content: string | ChatPart[]) =>
  typeof content === 'string'
    ? content
    : content.map((part) =>
        part.type === 'text'
          ? { type: 'text', text: part.text }
          : {
              type: 'image_url',
              image_url: { url: `data:${part.mediaType};base64,${Buffer.from(part.data).toString('base64')}` },
            },
      );

/**
 * The request body: only what the caller chose (no temperature unless given), usage asked of the stream. The
 * limit's field is `max_tokens`, which every compatible server reads, or `max_completion_tokens` for the models
 * that refuse the former (OpenAI's reasoning models).
 */
const chatBody = (request: ChatRequest, limitField: LimitField) => ({
  model: request.model,
  messages: [
    ...(request.system !== undefined ? [{ role: 'system', content: request.system }] : []),
    ...request.messages.map((message) => ({ role: message.role, content: contentOf(message.content) })),
  ],
  [limitField]: request.maxTokens,
  ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
  stream: true,
  stream_options: { include_usage: true },
});

const answerOf = (text: string, finish: string | undefined, usage: Json | undefined, request: ChatRequest) => ({
  text,
  inputTokens: countOf(usage?.prompt_tokens) ?? estimatedInputTokens(request),
  outputTokens: countOf(usage?.completion_tokens) ?? estimatedTokens(text),
  truncated: finish === 'length',
});

/** A server that ignores `stream` answers with one JSON completion. */
function wholeAnswer(body: unknown, request: ChatRequest): ChatAnswer {
  const choice = objectOf(arrayOf(objectOf(body)?.choices)?.[0]);
  const text = stringOf(objectOf(choice?.message)?.content);
  if (text === undefined) throw failed('malformed', 'the answer holds no message');
  return answerOf(text, stringOf(choice?.finish_reason), objectOf(objectOf(body)?.usage), request);
}

/** The streamed chunks' text deltas put together; the usage comes in the last chunk, before `[DONE]`. */
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
  let finish: string | undefined;
  let usage: Json | undefined;
  for await (const event of serverSentEvents(response.body, signal)) {
    if (event.data === '[DONE]') return answerOf(text, finish, usage, request);
    const chunk = objectOf(eventJson(event));
    if (chunk?.error !== undefined) {
      throw failed('provider_error', redacted(errorMessageOf(chunk) ?? 'an error in the stream', apiKey));
    }
    const choice = objectOf(arrayOf(chunk?.choices)?.[0]);
    text += stringOf(objectOf(choice?.delta)?.content) ?? '';
    finish = stringOf(choice?.finish_reason) ?? finish;
    usage = objectOf(chunk?.usage) ?? usage;
  }
  throw cutShort();
}

async function pcmOf(response: Response): Promise<Buffer> {
  if (response.headers.get('content-type')?.includes('application/json')) {
    throw failed('malformed', 'the answer is not audio');
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length < 2) throw failed('malformed', 'the answer holds no audio');
  // Whole 16-bit samples only: an odd last byte is half a sample.
  const pcm = bytes.subarray(0, bytes.length - (bytes.length % 2));
  return pcm;
}

/**
 * An OpenAI-compatible API (OpenAI, Mistral, Groq, OpenRouter, Ollama, LM Studio…): `/models`, `/chat/completions`
 * streamed, `/audio/speech`. The key goes only in the `Authorization` header, and not at all when there is none.
 */
export function openAiCompatibleClient(connection: ProviderConnection): ProviderClient {
  const headers = (json: boolean): Record<string, string> => ({
    ...(connection.apiKey ? { authorization: `Bearer ${connection.apiKey}` } : {}),
    ...(json ? { 'content-type': 'application/json' } : {}),
  });
  const post = (body: unknown): RequestInit => ({ method: 'POST', headers: headers(true), body: JSON.stringify(body) });

  return {
    listModels: (signal) =>
      providerCall(connection, 'models', { headers: headers(false) }, signal, async (response) => {
        const ids = modelIds(await jsonBody(response));
        if (!ids) throw failed('malformed', 'the answer holds no model list');
        return ids;
      }),

    async chat(request, signal) {
      const send = (limitField: LimitField) =>
        providerCall(connection, 'chat/completions', post(chatBody(request, limitField)), signal, (response, live) =>
          streamedAnswer(response, live, request, connection.apiKey),
        );
      try {
        return await send('max_tokens');
      } catch (error) {
        // A reasoning model refuses `max_tokens` and names the field it takes instead: asked again with that one.
        const { reason, detail } = error instanceof ProviderError ? error.failure : { reason: '', detail: '' };
        if (reason === 'provider_error' && detail?.includes('max_completion_tokens'))
          return send('max_completion_tokens');
        throw error;
      }
    },

    /** Piece by piece for a long text (the endpoint takes 4096 characters at most), the audio put end to end. */
    async speak(request, signal) {
      const pcm: Buffer[] = [];
      for (const input of speechPieces(request.text)) {
        const body = { model: request.model, voice: request.voice, input, response_format: 'pcm' };
        pcm.push(await providerCall(connection, 'audio/speech', post(body), signal, pcmOf));
      }
      if (pcm.length === 0) throw failed('malformed', 'there is no text to speak');
      const answer: SpeechAnswer = {
        pcm: Buffer.concat(pcm),
        sampleRate: speechSampleRate,
        characters: request.text.length,
      };
      return answer;
    },
  };
}
