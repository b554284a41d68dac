import type { Pcm, SpeechProvider } from './speech-provider.ts';

/** What the reader's audio needs of the speech task's provider (ai/ai-speech.ts). */
export interface AiSpeechSource {
  current(): { voiceName: string } | undefined;
  synthesise(text: string): Promise<Pcm>;
}

/**
 * The local engine, or the speech task's AI provider while the administrator has one chosen (#20): it voices every
 * language, with the voice chosen whatever the reader's gender setting. A change of choice changes the engine and
 * voice, hence the audio's hash: every article's audio is made again with the new one.
 */
export function withAiSpeech(local: SpeechProvider, ai: AiSpeechSource): SpeechProvider {
  return {
    get engine() {
      return ai.current() ? 'ai-provider' : local.engine;
    },
    voiceFor(choice) {
      return ai.current()?.voiceName ?? local.voiceFor(choice);
    },
    synthesise(text, choice) {
      return ai.current() ? ai.synthesise(text) : local.synthesise(text, choice);
    },
  };
}
