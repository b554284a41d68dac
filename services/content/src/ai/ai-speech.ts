import type { AiStore } from '../stores/ai-port.ts';
import type { AiSettingsKeeper } from './ai-settings.ts';
import type { AiCalls } from './calls.ts';
import { ProviderError } from './providers/provider-client.ts';

/** The speech route in use: the name the reader's manifest shows, which also names the audio's source (its hash). */
export interface SpeechChoice {
  voiceName: string;
}

export interface AiSpeechDeps {
  store: AiStore;
  settings: AiSettingsKeeper;
  calls: AiCalls;
}

/**
 * The speech task's provider for the reader's audio: chosen when `routes.speech` names a provider that can speak
 * (an OpenAI-compatible one: Anthropic has no text-to-speech) and a voice; else none, and the local engine speaks.
 * Known in advance (`current`, kept up to date by `refresh` after each change of the settings or providers), since
 * the audio's hash, which says whether audio is out of date, names the engine and the voice.
 */
export function aiSpeech({ store, settings, calls }: AiSpeechDeps) {
  let choice: SpeechChoice | undefined;
  return {
    current: () => choice,
    /** Reads the route again; true when the choice changed (the reader's audio is then compared again). */
    async refresh(): Promise<boolean> {
      const route = (await settings.current()).routes.speech;
      const provider = route ? await store.provider(route.providerId) : undefined;
      const next =
        route && route.voice && provider && provider.kind === 'openai-compatible'
          ? { voiceName: `${route.model}/${route.voice}` }
          : undefined;
      const changed = next?.voiceName !== choice?.voiceName;
      choice = next;
      return changed;
    },
    /** One segment's speech through the calls' gate: 16-bit mono PCM, the characters logged as the input. */
    async synthesise(text: string) {
      return calls.run('speech', async ({ client, model, voice }, signal) => {
        if (!client.speak || !voice) throw new ProviderError({ reason: 'not_configured' });
        const answer = await client.speak({ model, voice, text }, signal);
        return {
          result: { sampleRate: answer.sampleRate, samples: answer.pcm },
          usage: { inputTokens: answer.characters, outputTokens: 0 },
        };
      });
    },
  };
}

export type AiSpeech = ReturnType<typeof aiSpeech>;
