import type { LanguageCode, ReaderAudioGender } from '@portfolio/contracts';
import { runProgram } from './run-program.ts';
import type { Pcm, SpeechProvider, VoiceChoice } from './speech-provider.ts';
import { pcmOfWav } from './wav.ts';

/**
 * espeak-ng's voice for each language (`espeak-ng --voices`): Mandarin for Chinese, American English, France's French.
 * Its Japanese reads kana only (a kanji is "Chinese letter") and Debian's Mandarin dictionary lacks many hanzi:
 * READER_AUDIO_LANGUAGES leaves both out unless said, and their readers use the browser's voices.
 */
const voices: Record<LanguageCode, string> = {
  en: 'en-us',
  fr: 'fr-fr',
  es: 'es',
  de: 'de',
  it: 'it',
  pt: 'pt',
  ja: 'ja',
  zh: 'cmn',
  ar: 'ar',
  ru: 'ru',
};

/** espeak-ng's voice variants (espeak-ng-data/voices/!v): the female and male ones of the same family. */
const variants: Record<ReaderAudioGender, string> = { female: 'f3', male: 'm3' };

/** A segment that takes longer than this is stuck: espeak-ng speaks hundreds of words a second. */
const segmentTimeoutMs = 60_000;

/** The local engine: `espeak-ng --stdout`, the segment's text on its standard input (never in its arguments). */
export function espeakProvider(program: string, languages: readonly LanguageCode[]): SpeechProvider {
  const voiceFor = ({ lang, gender }: VoiceChoice) =>
    languages.includes(lang) ? `${voices[lang]}+${variants[gender]}` : undefined;
  return {
    engine: 'espeak-ng',
    voiceFor,
    async synthesise(text: string, choice: VoiceChoice): Promise<Pcm> {
      const voice = voiceFor(choice);
      if (!voice) throw new Error(`espeak-ng does not voice ${choice.lang} here`);
      // -b 1: the input is UTF-8; no -m, so that a "<" in an article is read as text, never as SSML.
      const args = ['--stdout', '-b', '1', '-v', voice, '-s', String(choice.wordsPerMinute)];
      const { stdout } = await runProgram(program, args, text, segmentTimeoutMs);
      return pcmOfWav(stdout);
    },
  };
}
