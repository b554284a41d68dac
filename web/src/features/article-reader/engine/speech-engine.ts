import type { LanguageCode, ReadingSegment } from '@portfolio/contracts';
import type { PlaybackCallbacks, PlaybackEngine } from './types';
import { charactersPerSecond } from './words';

/** The browser's speech synthesis, or a stand-in with the same behaviour (the unit tests'). */
export interface SpeechApi {
  synth: SpeechSynthesis;
  Utterance: typeof SpeechSynthesisUtterance;
}

/** The page's speech synthesis, when the browser has one. */
export function browserSpeech(): SpeechApi | undefined {
  if (typeof window === 'undefined' || !window.speechSynthesis || typeof SpeechSynthesisUtterance === 'undefined')
    return undefined;
  return { synth: window.speechSynthesis, Utterance: SpeechSynthesisUtterance };
}

export interface SpeechEngine extends PlaybackEngine {
  /** Another voice (the visitor chose another gender): the segment goes on with it from the current word. */
  setVoice(voice: SpeechSynthesisVoice | undefined): void;
}

export interface SpeechEngineOptions {
  speech: SpeechApi;
  segments: readonly ReadingSegment[];
  lang: LanguageCode;
  voice: SpeechSynthesisVoice | undefined;
  volume: number;
  rate: number;
  callbacks: PlaybackCallbacks;
}

/** How often the word is estimated while a voice sends no boundaries. */
const estimateEveryMs = 150;
/** An utterance that has not started by then never will (a stuck or voiceless synthesiser). */
const startWithinMs = 10_000;
/**
 * The longest utterance: Chrome's online voices stop after about fifteen seconds, which a segment at the slowest
 * rate can pass, so a long segment is spoken in parts cut at a space or a pause, as one segment still.
 */
const utteranceCap = 120;

/** Where the utterance starting at `from` ends: the segment's end, or a space or pause in the cap's second half. */
export function utteranceEnd(text: string, from: number): number {
  if (text.length - from <= utteranceCap) return text.length;
  for (let at = from + utteranceCap; at > from + utteranceCap / 2; at -= 1) {
    if (/[\s,;:、，。]/u.test(text[at - 1]!)) return at;
  }
  const end = from + utteranceCap;
  const low = text.charCodeAt(end);
  return low >= 0xdc00 && low <= 0xdfff ? end - 1 : end;
}

/**
 * Speech synthesis, one utterance per segment, each started when the previous one ends: short utterances avoid the
 * cut-off some browsers apply to long ones, and make the segment known exactly. Pausing cancels the utterance and
 * resuming speaks the segment again from the current word, since `pause()` does not resume on several browsers
 * (Chrome's online voices, Android); a change of voice, volume or rate does the same, as an utterance keeps its
 * settings once spoken. Every cancelled utterance's late events (Chrome sends "interrupted", Safari "end") are
 * ignored through a generation number.
 */
export function createSpeechEngine(options: SpeechEngineOptions): SpeechEngine {
  const { speech, segments, lang, callbacks } = options;
  let { voice, volume, rate } = options;
  let generation = 0;
  let index = -1;
  /** Where in the segment the current utterance starts, and the start of the last word reached. */
  let offset = 0;
  let wordStart = 0;
  let speaking = false;
  let utterance: SpeechSynthesisUtterance | undefined;
  let estimator: ReturnType<typeof setInterval> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const quiet = () => {
    clearInterval(estimator);
    clearTimeout(watchdog);
    estimator = undefined;
    watchdog = undefined;
  };

  /** Stops this engine's speech; the synthesiser is the page's, so another reader's is left alone. */
  const silence = () => {
    generation += 1;
    quiet();
    speaking = false;
    if (utterance) speech.synth.cancel();
    utterance = undefined;
  };

  /** The start of the word holding `char`: resuming there repeats at most that word. */
  const startOfWord = (text: string, char: number) => {
    let at = Math.min(char, text.length);
    while (at > 0 && text[at - 1] !== ' ') at -= 1;
    return at;
  };

  function speak(segment: number, from: number) {
    silence();
    if (segment >= segments.length) {
      index = -1;
      callbacks.status('ended');
      return;
    }
    const current = generation;
    const text = segments[segment]!.text;
    index = segment;
    offset = from;
    wordStart = from;
    const until = utteranceEnd(text, from);
    const spoken = new speech.Utterance(text.slice(from, until));
    spoken.lang = voice?.lang ?? lang;
    if (voice) spoken.voice = voice;
    spoken.volume = volume;
    spoken.rate = rate;
    let boundaries = false;

    spoken.onstart = () => {
      if (current !== generation) return;
      clearTimeout(watchdog);
      const started = performance.now();
      if (from === 0) callbacks.segment(segment);
      callbacks.word(from, 'estimate');
      callbacks.status('playing');
      // Until the voice sends a word boundary (some never do), the word is placed by the time spoken.
      clearInterval(estimator);
      estimator = setInterval(() => {
        if (boundaries || current !== generation) return;
        const char = from + Math.floor(((performance.now() - started) / 1000) * charactersPerSecond(lang) * rate);
        wordStart = startOfWord(text, Math.min(char, text.length - 1));
        callbacks.word(wordStart, 'estimate');
      }, estimateEveryMs);
    };
    spoken.onboundary = (event) => {
      if (current !== generation || (event.name && event.name !== 'word')) return;
      boundaries = true;
      wordStart = offset + event.charIndex;
      callbacks.word(wordStart, 'boundary');
    };
    spoken.onend = () => {
      if (current === generation) speak(until < text.length ? segment : segment + 1, until < text.length ? until : 0);
    };
    spoken.onerror = (event) => {
      if (current !== generation || event.error === 'interrupted' || event.error === 'canceled') return;
      silence();
      const voiceless = event.error === 'language-unavailable' || event.error === 'voice-unavailable';
      callbacks.failed(voiceless ? 'noVoices' : 'noSpeech');
    };
    watchdog = setTimeout(() => {
      if (current !== generation) return;
      silence();
      callbacks.failed('noSpeech');
    }, startWithinMs);
    // Held until it ends: Chrome drops the events of an utterance nothing references any more.
    utterance = spoken;
    speaking = true;
    // A synthesiser left paused (by another script) would hold the utterance in its queue.
    if (speech.synth.paused) speech.synth.resume();
    speech.synth.speak(utterance);
  }

  /** Applies a new setting to the segment being spoken, from its current word. */
  const respeak = () => {
    if (speaking && index >= 0) speak(index, wordStart);
  };

  return {
    kind: 'speech',
    play: (segment) => speak(Math.max(0, segment), 0),
    pause() {
      if (!speaking) return;
      silence();
      callbacks.status('paused');
    },
    resume() {
      if (!speaking && index >= 0) speak(index, wordStart);
    },
    stop() {
      silence();
      index = -1;
    },
    setVolume(next) {
      volume = next;
      respeak();
    },
    setRate(next) {
      rate = next;
      respeak();
    },
    setVoice(next) {
      if (next === voice) return;
      voice = next;
      respeak();
    },
    dispose() {
      silence();
      index = -1;
    },
  };
}
