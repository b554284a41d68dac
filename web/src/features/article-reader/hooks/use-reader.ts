import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, useSyncExternalStore, type RefObject } from 'react';
import { readingSegments, type LanguageCode, type ReaderAudioManifest } from '@portfolio/contracts';
import { audioQuery } from '../api/audio-query';
import { articleText, type ArticleText } from '../dom/article-text';
import { createReader } from '../engine/reader';
import type { Reader, ReaderEvent, ReaderSettings, ReaderSource, ReaderView } from '../engine/types';
import { readSettings, writeSettings } from './reader-settings';

export interface UseReaderOptions {
  body: RefObject<Element | null>;
  article: { slug: string; lang: LanguageCode; title: string };
  audio?: ReaderAudioManifest;
  engine?: ReaderSource;
  /** Told every event of the reader as it arrives (the test page's log). */
  onEvent?: (event: ReaderEvent) => void;
}

/** Before the reader exists (its text is read from the page after the first render, its recording asked for). */
const waiting: ReaderView = {
  active: false,
  status: 'loading',
  engine: 'speech',
  segmentIndex: -1,
  segmentRange: null,
  wordIndex: -1,
  wordRange: null,
  segmentCount: 0,
  notice: undefined,
  voice: undefined,
  canOfferRecorded: false,
  resumeFrom: undefined,
  settings: readSettings(),
};
const noStore = { subscribe: () => () => undefined, getSnapshot: () => waiting };

/**
 * One reader over the text of `body`: the page's text extracted once the reader has mounted, cut by the shared
 * segmentation, with the article's recording when the server has one (asked for unless `engine` is the browser's
 * voice alone), and the visitor's settings from local storage. The reader is made again for another recording.
 */
export function useReader({ body, article, audio, engine = 'hybrid', onEvent }: UseReaderOptions) {
  const id = useId();
  const { slug, lang } = article;
  const asked = useQuery({ ...audioQuery(slug, lang), enabled: !audio && engine !== 'speech' });
  const manifest = audio ?? asked.data;
  const recording = manifest?.status === 'ready' ? manifest : undefined;
  // The browser's voice does not wait for the server; the others wait for its answer (or its failure).
  const settled = engine === 'speech' || Boolean(audio) || asked.isFetched;
  const [state, setState] = useState<{ reader: Reader; text: ArticleText } | null>(null);

  useEffect(() => {
    const element = body.current;
    if (!settled || !element) return;
    const text = articleText(element);
    const reader = createReader({
      id,
      lang,
      text: readingSegments(text.blocks, lang),
      article: `${lang}/${slug}`,
      recording,
      source: engine,
      settings: readSettings(),
    });
    // The reader reads the page's text, which exists only once rendered: it is made here, after the commit.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ reader, text });
    return () => reader.dispose();
  }, [body, id, lang, slug, recording, engine, settled]);

  const reader = state?.reader;
  useEffect(() => (reader && onEvent ? reader.onEvent(onEvent) : undefined), [reader, onEvent]);
  const view = useSyncExternalStore(reader?.subscribe ?? noStore.subscribe, reader?.getSnapshot ?? noStore.getSnapshot);
  const actions = useMemo(
    () => ({
      play: () => reader?.play(),
      pause: () => reader?.pause(),
      toggle: () => reader?.toggle(),
      stop: () => reader?.stop(),
      previous: () => reader?.previous(),
      next: () => reader?.next(),
      seek: (index: number) => reader?.seek(index),
      playRecorded: () => reader?.playRecorded(),
      change: (settings: Partial<ReaderSettings>) => {
        reader?.setSettings(settings);
        writeSettings({ ...readSettings(), ...settings });
      },
    }),
    [reader],
  );
  return { view, actions, reader, text: state?.text };
}
