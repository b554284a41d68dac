import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReaderAudioRecord, ReaderAudioStore } from '../src/stores/reader-audio-port.ts';
import type { StoreBackend } from './store-backends.ts';

/** A record of `articleId` in `lang`, each field filled unless given. */
export const audioRecord = (
  articleId: string,
  lang: ReaderAudioRecord['lang'],
  fields: Partial<ReaderAudioRecord> = {},
): ReaderAudioRecord => ({
  articleId,
  lang,
  sourceHash: `hash-${articleId}-${lang}`,
  file: `${lang}.AAAAAAAAAAAAAAAA.ogg`,
  mimeType: 'audio/ogg; codecs=opus',
  bytes: 1000,
  durationMs: 4321,
  engine: 'espeak-ng',
  voice: 'en-us+f3',
  gender: 'female',
  segments: [
    { index: 0, text: 'Première phrase.', startMs: 0, endMs: 1500 },
    { index: 1, text: 'これは二番目の文です。', startMs: 1750, endMs: 4000 },
  ],
  createdAt: new Date('2026-11-20T10:11:12.345Z'),
  ...fields,
});

/** One contract, every adapter: what the reader's audio relies on must hold for SQLite and for MongoDB alike. */
export function readerAudioStoreContract(backend: StoreBackend<ReaderAudioStore>) {
  describe(`reader audio store contract (${backend.kind})`, () => {
    let store: ReaderAudioStore;
    beforeEach(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.dispose());

    it('keeps a record whole, its date to the millisecond and its segments in every script', async () => {
      const record = audioRecord('article-1', 'fr');
      expect(await store.put(record)).toBeUndefined();
      expect(await store.get('article-1', 'fr')).toEqual(record);
      expect(await store.get('article-1', 'en')).toBeUndefined();
      expect(await store.get('article-2', 'fr')).toBeUndefined();
    });

    it('replaces the record of an article and language, returning the one replaced', async () => {
      const old = audioRecord('a', 'en');
      const next = audioRecord('a', 'en', { sourceHash: 'newer', file: 'en.BBBBBBBBBBBBBBBB.ogg', bytes: 2000 });
      await store.put(old);
      await store.put(audioRecord('a', 'ar'));
      expect(await store.put(next)).toEqual(old);
      expect(await store.get('a', 'en')).toEqual(next);
      expect((await store.get('a', 'ar'))?.lang).toBe('ar');
    });

    it('removes a record, returning it; nothing for one that is not there', async () => {
      const record = audioRecord('gone', 'ja');
      await store.put(record);
      expect(await store.remove('gone', 'ja')).toEqual(record);
      expect(await store.get('gone', 'ja')).toBeUndefined();
      expect(await store.remove('gone', 'ja')).toBeUndefined();
    });

    it('lists every record’s summary by article then language', async () => {
      await store.put(audioRecord('b', 'ru', { bytes: 30 }));
      await store.put(audioRecord('a', 'zh', { bytes: 20 }));
      await store.put(audioRecord('a', 'de', { bytes: 10 }));
      expect(await store.summaries()).toEqual([
        { articleId: 'a', lang: 'de', sourceHash: 'hash-a-de', file: 'de.AAAAAAAAAAAAAAAA.ogg', bytes: 10 },
        { articleId: 'a', lang: 'zh', sourceHash: 'hash-a-zh', file: 'zh.AAAAAAAAAAAAAAAA.ogg', bytes: 20 },
        { articleId: 'b', lang: 'ru', sourceHash: 'hash-b-ru', file: 'ru.AAAAAAAAAAAAAAAA.ogg', bytes: 30 },
      ]);
    });
  });
}
