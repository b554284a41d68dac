import type { LanguageCode } from '@portfolio/contracts';
import type { SpeechApi } from './speech-engine';
import type { VoiceChoice, VoiceGender } from './types';
import { chooseVoice } from './voices';

export interface VoiceWatch {
  /** The voice for the language and gender, when the browser has one of the language. */
  readonly current: { voice: SpeechSynthesisVoice; choice: VoiceChoice } | undefined;
  /** The browser listed its voices, or took too long to: `current` is final until the voices change. */
  readonly settled: boolean;
  setGender(gender: VoiceGender): void;
  dispose(): void;
}

/**
 * The browser's voice for a language, kept up to date: Chrome lists its voices only after a first call and a
 * `voiceschanged` event, and headless Chromium never lists any, so after `withinMs` without voices the list is
 * taken as empty. `changed` is told of every new choice and of the settling.
 */
export function watchVoices(
  speech: SpeechApi,
  lang: LanguageCode,
  gender: VoiceGender,
  withinMs: number,
  changed: () => void,
): VoiceWatch {
  let wanted = gender;
  let voices = speech.synth.getVoices();
  let current = chooseVoice(voices, lang, wanted);
  let settled = voices.length > 0;
  const timer = settled
    ? undefined
    : setTimeout(() => {
        settled = true;
        changed();
      }, withinMs);
  const onVoices = () => {
    voices = speech.synth.getVoices();
    current = chooseVoice(voices, lang, wanted);
    if (voices.length > 0) {
      clearTimeout(timer);
      settled = true;
    }
    changed();
  };
  speech.synth.addEventListener('voiceschanged', onVoices);
  return {
    get current() {
      return current;
    },
    get settled() {
      return settled;
    },
    setGender(next) {
      wanted = next;
      current = chooseVoice(voices, lang, wanted);
      changed();
    },
    dispose() {
      clearTimeout(timer);
      speech.synth.removeEventListener('voiceschanged', onVoices);
    },
  };
}
