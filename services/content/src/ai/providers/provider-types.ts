import type { AiFailure, AiProviderKind } from '@portfolio/contracts';

/** How to reach one provider: its API's kind, its base address (`…/v1`), its key (empty: none) and the time allowed. */
export interface ProviderConnection {
  kind: AiProviderKind;
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

export type ChatPart = { type: 'text'; text: string } | { type: 'image'; mediaType: string; data: Uint8Array };

export interface ChatRequest {
  model: string;
  system?: string;
  maxTokens: number;
  temperature?: number;
  messages: { role: 'user' | 'assistant'; content: string | ChatPart[] }[];
}

/** `truncated`: the model stopped at `maxTokens`, so the text is cut short. */
export interface ChatAnswer {
  text: string;
  inputTokens: number;
  outputTokens: number;
  truncated: boolean;
}

export interface SpeechRequest {
  model: string;
  voice: string;
  text: string;
}

/** 16-bit little-endian mono PCM and its rate: the reader-audio pipeline encodes it to Opus as it does espeak's. */
export interface SpeechAnswer {
  pcm: Buffer;
  sampleRate: number;
  characters: number;
}

/** A call that failed, with the reason the screens translate; its detail never holds the key. */
export class ProviderError extends Error {
  readonly failure: AiFailure;
  constructor(failure: AiFailure) {
    super(failure.detail ? `${failure.reason}: ${failure.detail}` : failure.reason);
    this.failure = failure;
    this.name = 'ProviderError';
  }
}

export interface ProviderClient {
  listModels(signal?: AbortSignal): Promise<string[]>;
  /** Streams (SSE) where the API offers it, so that a long answer keeps the connection busy. */
  chat(request: ChatRequest, signal?: AbortSignal): Promise<ChatAnswer>;
  /** Undefined for providers without text-to-speech (Anthropic). */
  speak?: (request: SpeechRequest, signal?: AbortSignal) => Promise<SpeechAnswer>;
}
