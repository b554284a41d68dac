import type { SpeechApi } from '../speech-engine';

/**
 * A stand-in for the browser's speech synthesis (a third party's API), scripted on the test's clock and behaving
 * as the Web Speech API says and Chrome does: one queue, utterances spoken in order, each sending `start`, a
 * `boundary` per word (when its voice sends them), then `end`; `cancel()` empties the queue, the one being spoken
 * gets an `error` "interrupted" and those waiting "canceled"; `voiceschanged` when the list changes. Every word takes
 * `msPerWord / rate`.
 */
export interface FakeVoiceSpec {
  name: string;
  lang: string;
  /** Whether this voice sends word boundaries (many do not). */
  boundaries?: boolean;
  default?: boolean;
  localService?: boolean;
}

type Handler = ((event: SpeechSynthesisEvent & SpeechSynthesisErrorEvent) => void) | null;

export class FakeUtterance {
  text: string;
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  volume = 1;
  rate = 1;
  pitch = 1;
  onstart: Handler = null;
  onend: Handler = null;
  onerror: Handler = null;
  onboundary: Handler = null;
  onpause: Handler = null;
  onresume: Handler = null;
  onmark: Handler = null;
  readonly #listeners: { type: string; listener: (event: Event) => void }[] = [];
  constructor(text = '') {
    this.text = text;
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.#listeners.push({ type, listener });
  }
  removeEventListener(type: string, listener: (event: Event) => void) {
    const at = this.#listeners.findIndex((entry) => entry.type === type && entry.listener === listener);
    if (at >= 0) this.#listeners.splice(at, 1);
  }
  /** As a browser dispatches: the `on…` handler, then the listeners, each once. */
  dispatchEvent(event: Event) {
    this[`on${event.type}` as 'onstart']?.call(this, event as SpeechSynthesisEvent & SpeechSynthesisErrorEvent);
    for (const { type, listener } of [...this.#listeners]) if (type === event.type) listener(event);
    return true;
  }
}

export interface SpokenRecord {
  text: string;
  lang: string;
  voice: string | undefined;
  volume: number;
  rate: number;
}

/** What a cancelled utterance receives: an error (the spec, Chrome) or an `end` (Safari). */
export type CancelEvent = 'error' | 'end';

export function fakeSpeechSynthesis(specs: FakeVoiceSpec[], msPerWord = 100, onCancel: CancelEvent = 'error') {
  let voices = specs.map((spec) => ({
    name: spec.name,
    lang: spec.lang,
    voiceURI: spec.name,
    default: spec.default ?? false,
    localService: spec.localService ?? true,
  })) as SpeechSynthesisVoice[];
  const boundaries = new Map(specs.map((spec) => [spec.name, spec.boundaries ?? true]));
  const queue: FakeUtterance[] = [];
  let speakingNow: FakeUtterance | undefined;
  let timers: ReturnType<typeof setTimeout>[] = [];
  const spoken: SpokenRecord[] = [];

  const fire = (utterance: FakeUtterance, type: string, extra: Record<string, unknown> = {}) => {
    const event = Object.assign(new Event(type), { utterance, charIndex: 0, elapsedTime: 0, name: '', ...extra });
    utterance.dispatchEvent(event);
  };

  function next() {
    if (speakingNow || synth.paused) return;
    const utterance = queue.shift();
    if (!utterance) return;
    speakingNow = utterance;
    spoken.push({
      text: utterance.text,
      lang: utterance.lang,
      voice: utterance.voice?.name,
      volume: utterance.volume,
      rate: utterance.rate,
    });
    const step = msPerWord / utterance.rate;
    const words = [...utterance.text.matchAll(/\S+/gu)].map((match) => ({
      index: match.index,
      length: match[0].length,
    }));
    const sendsBoundaries = utterance.voice ? boundaries.get(utterance.voice.name) !== false : true;
    timers.push(setTimeout(() => fire(utterance, 'start'), 1));
    words.forEach((word, i) => {
      if (sendsBoundaries)
        timers.push(
          setTimeout(
            () => fire(utterance, 'boundary', { name: 'word', charIndex: word.index, charLength: word.length }),
            1 + i * step,
          ),
        );
    });
    timers.push(
      setTimeout(
        () => {
          speakingNow = undefined;
          timers = [];
          fire(utterance, 'end');
          next();
        },
        1 + Math.max(1, words.length) * step,
      ),
    );
  }

  // A class, not an object spread: `speaking` and `pending` must stay getters.
  class FakeSynthesis extends EventTarget {
    paused = false;
    onvoiceschanged = null;
    get speaking() {
      return Boolean(speakingNow);
    }
    get pending() {
      return queue.length > 0;
    }
    getVoices() {
      return voices;
    }
    speak(utterance: SpeechSynthesisUtterance) {
      queue.push(utterance as unknown as FakeUtterance);
      next();
    }
    cancel() {
      for (const timer of timers) clearTimeout(timer);
      timers = [];
      const interrupted = speakingNow;
      speakingNow = undefined;
      const waiting = queue.splice(0);
      if (onCancel === 'end') {
        for (const utterance of [interrupted, ...waiting]) if (utterance) fire(utterance, 'end');
        return;
      }
      if (interrupted) fire(interrupted, 'error', { error: 'interrupted' });
      for (const utterance of waiting) fire(utterance, 'error', { error: 'canceled' });
    }
    pause() {
      this.paused = true;
    }
    resume() {
      this.paused = false;
      next();
    }
  }
  const synth = new FakeSynthesis();

  return {
    api: {
      synth: synth as unknown as SpeechSynthesis,
      Utterance: FakeUtterance as unknown as typeof SpeechSynthesisUtterance,
    } satisfies SpeechApi,
    /** What was spoken, in order. */
    spoken,
    /** The browser lists (other) voices. */
    setVoices(next: FakeVoiceSpec[]) {
      voices = next.map((spec) => ({
        name: spec.name,
        lang: spec.lang,
        voiceURI: spec.name,
        default: false,
        localService: true,
      })) as SpeechSynthesisVoice[];
      for (const spec of next) boundaries.set(spec.name, spec.boundaries ?? true);
      synth.dispatchEvent(new Event('voiceschanged'));
    },
    get speaking() {
      return synth.speaking;
    },
  };
}
