import { hybridChoice } from './hybrid-choice';
import { listeners } from './listeners';
import type { ReaderEnvironment } from './reader-environment';
import { readingPosition, sameView } from './reading-position';
import { createRecordedEngine } from './recorded-engine';
import { resumePoint } from './resume-point';
import { sharedReaderState } from './shared-state';
import { browserSpeech, createSpeechEngine, type SpeechEngine } from './speech-engine';
import type {
  EngineKind,
  PlaybackCallbacks,
  PlaybackEngine,
  Reader,
  ReaderEvent,
  ReaderNotice,
  ReaderOptions,
  ReaderStatus,
  ReaderView,
} from './types';
import { watchVoices } from './voice-watch';

/**
 * One reader of a text: the hybrid choice of engine (the recording when there is one that reads the page's own
 * segments and the browser can play, else the browser's voice; the browser's voice after the recording fails to
 * load), the single-player rule through the page's shared state, the word being read, and the resume position.
 */
export function createReader(options: ReaderOptions, environment: ReaderEnvironment = {}): Reader {
  const { id, lang, text, recording, source = 'hybrid' } = options;
  const speech = 'speech' in environment ? environment.speech : browserSpeech();
  const createAudio = environment.createAudio ?? (() => new Audio());
  const store = environment.store ?? sharedReaderState;
  const segments = text.segments;
  let settings = options.settings;

  const choice = hybridChoice(source, recording, text, (type) => createAudio().canPlayType(type) !== '');

  let announcedVoice: SpeechSynthesisVoice | undefined;
  // Chosen again as the browser's voices change; a new choice goes on reading from the current word.
  const voices = speech
    ? watchVoices(speech, lang, settings.voice, environment.voicesWithinMs ?? 2000, () => {
        const chosen = voices?.current;
        if (chosen && chosen.voice !== announcedVoice) emitEvent({ type: 'voice', choice: chosen.choice });
        announcedVoice = chosen?.voice;
        if (engine?.kind === 'speech') (engine as SpeechEngine).setVoice(chosen?.voice);
        if (voices?.settled) continueStart();
        publish();
      })
    : undefined;
  announcedVoice = voices?.current?.voice;

  let engine: PlaybackEngine | undefined;
  let status: ReaderStatus = 'idle';
  let failure: ReaderNotice | undefined;
  const position = readingPosition(segments, lang);
  let pendingStart: number | undefined;
  const resume = resumePoint(options.article, segments.length);

  const viewListeners = listeners();
  const eventListeners = listeners<ReaderEvent>();
  const emitEvent = eventListeners.emit;

  const notice = () =>
    choice.notice(failure, {
      available: Boolean(speech),
      settled: voices?.settled ?? true,
      voice: voices?.current?.choice,
      wanted: settings.voice,
    });

  let view = buildView();
  function buildView(): ReaderView {
    const current = notice();
    return {
      active: store.getSnapshot().currentAudio === id,
      status,
      engine: choice.kind(),
      segmentIndex: position.segmentIndex,
      segmentRange: position.segmentRange(),
      wordIndex: position.wordIndex,
      wordRange: position.wordRange(),
      segmentCount: segments.length,
      notice: current,
      voice: voices?.current?.choice,
      canOfferRecorded: choice.offersRecording(current),
      resumeFrom: status === 'idle' ? resume.from : undefined,
      settings,
    };
  }

  /** The view again, the listeners told when it changed, and the shared state when this reader holds the audio. */
  function publish() {
    const next = buildView();
    const changed = !sameView(next, view);
    const noticeChanged = next.notice !== view.notice;
    if (changed) view = next;
    const { engine: kind, segmentIndex, segmentRange, wordIndex, wordRange } = next;
    store.update(id, { engine: kind, status, segmentIndex, segmentRange, wordIndex, wordRange });
    if (noticeChanged && next.notice) emitEvent({ type: 'notice', notice: next.notice });
    if (changed) viewListeners.emit();
  }

  const setStatus = (next: ReaderStatus) => {
    if (next === status) return;
    status = next;
    emitEvent({ type: 'status', status });
  };

  function moveTo(index: number) {
    position.moveTo(index);
    const range = position.segmentRange();
    if (range) emitEvent({ type: 'segment', index, range });
    if (index >= 0) resume.reached(index);
  }

  function callbacksFor(kind: EngineKind): PlaybackCallbacks {
    // An engine replaced since (a fallback) may still report: only the current one counts.
    const live = () => engine?.kind === kind;
    return {
      segment(index) {
        // A start or a seek moved there already.
        if (!live() || index === position.segmentIndex) return;
        moveTo(index);
        publish();
      },
      word(charIndex, from) {
        if (!live() || !position.reach(charIndex)) return;
        const range = position.wordRange();
        if (range) emitEvent({ type: 'word', index: position.wordIndex, range, from });
        publish();
      },
      status(next) {
        if (!live()) return;
        if (next === 'ended') return finish('ended');
        setStatus(next);
        publish();
      },
      failed(reason) {
        if (!live()) return;
        if (kind === 'recorded' && source === 'hybrid') {
          // The recording did not load or play: the browser's voice goes on from the same segment.
          choice.recordingFailed();
          dropEngine();
          return start(Math.max(0, position.segmentIndex));
        }
        failure = reason;
        finish('error');
      },
    };
  }

  function dropEngine() {
    engine?.dispose();
    engine = undefined;
  }

  function ensureEngine(kind: EngineKind) {
    if (engine?.kind === kind) return engine;
    dropEngine();
    const common = { volume: settings.volume, rate: settings.rate, callbacks: callbacksFor(kind) };
    const voice = voices?.current?.voice;
    engine =
      kind === 'speech'
        ? createSpeechEngine({ ...common, speech: speech!, segments, lang, voice })
        : createRecordedEngine({ ...common, recording: recording!, audio: createAudio() });
    emitEvent({ type: 'engine', engine: kind });
    return engine;
  }

  /** Another reader took the page's audio: this one pauses where it is. */
  function pausedByAnother() {
    pendingStart = undefined;
    engine?.pause();
    if (status === 'playing' || status === 'loading') setStatus(position.segmentIndex >= 0 ? 'paused' : 'idle');
    publish();
  }

  function claim() {
    store.claim(id, choice.kind(), text, pausedByAnother);
  }

  /** Ends the reading; the shared state is reset and nothing is left to resume (a stop or the end). */
  function finish(next: 'idle' | 'ended' | 'error') {
    pendingStart = undefined;
    engine?.stop();
    moveTo(-1);
    resume.finished();
    setStatus(next);
    store.release(id, next);
    publish();
  }

  function start(from: number) {
    const kind = choice.kind();
    const cannot = kind === 'recorded' ? !choice.playable() : !voices || (voices.settled && !voices.current);
    if (cannot) {
      if (kind === 'recorded') failure = 'audioFailed';
      // Nothing can read: a reader that was reading (its recording failed) ends there.
      return status === 'playing' || status === 'paused' ? finish('error') : publish();
    }
    failure = undefined;
    claim();
    if (kind === 'speech' && !voices?.settled) {
      // The browser lists its voices late (Chrome, on the first call): reading starts when they come.
      pendingStart = from;
      setStatus('loading');
      return publish();
    }
    moveTo(from);
    setStatus('playing');
    publish();
    ensureEngine(kind).play(from);
  }

  /** A start that waited for the browser's voices goes on once they are listed, or fails without them. */
  function continueStart() {
    const from = pendingStart;
    pendingStart = undefined;
    if (from === undefined || status !== 'loading') return;
    setStatus('idle');
    if (voices?.current) start(from);
    else store.release(id);
  }

  /** The segment before or after, while reading. */
  const step = (by: -1 | 1) => {
    const to = position.segmentIndex + by;
    if ((status === 'playing' || status === 'paused') && to >= 0 && to < segments.length) start(to);
  };

  const reader: Reader = {
    id,
    subscribe: viewListeners.add,
    getSnapshot: () => view,
    play() {
      if (status === 'playing' || status === 'loading') return;
      if (status === 'paused' && engine) {
        claim();
        setStatus('playing');
        publish();
        return engine.resume();
      }
      start(resume.from ?? 0);
    },
    pause() {
      // A start still waiting for the browser's voices is dropped; a recording that buffers is paused.
      if (pendingStart !== undefined) return finish('idle');
      if (status !== 'playing' && status !== 'loading') return;
      engine?.pause();
      setStatus('paused');
      publish();
    },
    toggle() {
      if (status === 'playing' || status === 'loading') reader.pause();
      else reader.play();
    },
    stop: () => finish('idle'),
    previous: () => step(-1),
    next: () => step(1),
    // Seeking is a click or a key: it reads from there, paused or not.
    seek: (index) => segments.length > 0 && start(Math.min(Math.max(0, index), segments.length - 1)),
    playRecorded() {
      if (!choice.playable()) return;
      choice.chooseRecording();
      failure = undefined;
      dropEngine();
      start(Math.max(0, position.segmentIndex, resume.from ?? 0));
    },
    setSettings(next) {
      const before = settings;
      settings = { ...settings, ...next };
      if (settings.volume !== before.volume) engine?.setVolume(settings.volume);
      if (settings.rate !== before.rate) engine?.setRate(settings.rate);
      if (settings.voice !== before.voice) voices?.setGender(settings.voice);
      publish();
    },
    onEvent: eventListeners.add,
    dispose() {
      voices?.dispose();
      pendingStart = undefined;
      dropEngine();
      store.release(id);
      viewListeners.clear();
      eventListeners.clear();
    },
  };
  return reader;
}
