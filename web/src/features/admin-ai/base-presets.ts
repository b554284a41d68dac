import type { AiProviderKind } from '@portfolio/contracts';

/** The providers an administrator most often adds: their API and base address, as their documentation gives them. */
export const basePresets: readonly { name: string; kind: AiProviderKind; baseUrl: string }[] = [
  { name: 'OpenAI', kind: 'openai-compatible', baseUrl: 'https://api.openai.com/v1' },
  { name: 'Mistral', kind: 'openai-compatible', baseUrl: 'https://api.mistral.ai/v1' },
  { name: 'Groq', kind: 'openai-compatible', baseUrl: 'https://api.groq.com/openai/v1' },
  { name: 'OpenRouter', kind: 'openai-compatible', baseUrl: 'https://openrouter.ai/api/v1' },
  { name: 'Ollama', kind: 'openai-compatible', baseUrl: 'http://127.0.0.1:11434/v1' },
  { name: 'LM Studio', kind: 'openai-compatible', baseUrl: 'http://127.0.0.1:1234/v1' },
  { name: 'Anthropic', kind: 'anthropic', baseUrl: 'https://api.anthropic.com/v1' },
];
