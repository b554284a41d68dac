import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { MediaFilter, MediaRecord, MediaStore } from '../src/stores/media-port.ts';
import { mediaRecord } from './media-records.ts';
import type { StoreBackend } from './store-backends.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute, 0, 123));

/** One contract, every adapter: what the media API relies on must hold for SQLite and for MongoDB alike. */
export function mediaStoreContract(backend: StoreBackend<MediaStore>) {
  describe(`media store contract (${backend.kind})`, () => {
    let store: MediaStore;
    beforeEach(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.dispose());

    const listed = async (filter: Partial<MediaFilter> = {}) => {
      const { records, total } = await store.list({ offset: 0, limit: 50, ...filter });
      return { ids: records.map((record) => record.id), total };
    };

    it('keeps a record whole: the date to the millisecond, texts per language, focal point, variants', async () => {
      const record = mediaRecord('full_1-x', {
        name: 'Été à Paris.jpeg',
        format: 'png',
        width: 1921,
        height: 1081,
        bytes: 4_567_890,
        createdAt: new Date('2026-11-02T03:04:05.678Z'),
        alt: { en: 'The river', fr: 'La Seine', ar: 'النهر', ja: '川' },
        caption: { en: 'At dusk' },
        focal: { x: 0.25, y: 0.875 },
        placeholder: 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA',
      });
      await store.insert(record);
      expect(await store.get('full_1-x')).toEqual(record);
      expect(await store.get('missing')).toBeUndefined();
      expect(await store.getMany(['full_1-x', 'missing'])).toEqual([record]);
      expect(await store.getMany([])).toEqual([]);
    });

    it('refuses a second record with the same id', async () => {
      await store.insert(mediaRecord('twice'));
      await expect(store.insert(mediaRecord('twice', { name: 'other.png' }))).rejects.toThrow();
      expect((await store.get('twice'))?.name).toBe('twice.jpg');
    });

    it('lists newest first, then by id, in pages with the total', async () => {
      for (const [id, minute] of [
        ['b', 1],
        ['a', 1],
        ['c', 3],
        ['d', 0],
        ['e', 2],
      ] as const)
        await store.insert(mediaRecord(id, { createdAt: at(minute) }));
      expect(await listed()).toEqual({ ids: ['c', 'e', 'a', 'b', 'd'], total: 5 });
      expect(await listed({ offset: 1, limit: 2 })).toEqual({ ids: ['e', 'a'], total: 5 });
      expect(await listed({ offset: 5 })).toEqual({ ids: [], total: 5 });
    });

    it('searches the name, every alt text and caption, as a plain substring, case and width aside', async () => {
      await store.insert(mediaRecord('n', { name: 'ÉTÉ-Sunset.JPG', createdAt: at(1) }));
      await store.insert(mediaRecord('a', { alt: { fr: 'Un chat noir' }, createdAt: at(2) }));
      await store.insert(mediaRecord('c', { caption: { ja: 'Ｒｅａｃｔの図' }, createdAt: at(3) }));
      await store.insert(mediaRecord('x', { name: 'a.b*c(d).png', createdAt: at(4) }));
      expect((await listed({ q: 'été' })).ids).toEqual(['n']);
      expect((await listed({ q: '  sunset ' })).ids).toEqual(['n']);
      expect((await listed({ q: 'CHAT' })).ids).toEqual(['a']);
      expect((await listed({ q: 'react' })).ids).toEqual(['c']);
      // Pattern characters are text: '.' is a dot, '*' a star.
      expect((await listed({ q: 'b*c(d)' })).ids).toEqual(['x']);
      expect((await listed({ q: 'a.b' })).ids).toEqual(['x']);
      expect((await listed({ q: '.*' })).ids).toEqual([]);
      // A query cannot reach across two texts of one image.
      expect((await listed({ q: 'jpg\nun' })).ids).toEqual([]);
      expect(await listed({ q: 'nothing like it' })).toEqual({ ids: [], total: 0 });
      expect((await listed({ q: '' })).total).toBe(4);
    });

    it('leaves out the excluded ids, with the search and in the total', async () => {
      for (const id of ['u1', 'u2', 'used1', 'used2']) await store.insert(mediaRecord(id, { name: `${id}.png` }));
      expect((await listed({ excludeIds: ['used1', 'used2', 'gone'] })).total).toBe(2);
      expect((await listed({ excludeIds: ['used1', 'used2'] })).ids.sort()).toEqual(['u1', 'u2']);
      expect(await listed({ excludeIds: ['u1'], q: 'u1' })).toEqual({ ids: [], total: 0 });
      expect((await listed({ excludeIds: [] })).total).toBe(4);
    });

    it('replaces only what a patch gives, and searches the new texts', async () => {
      const record = mediaRecord('p', { alt: { en: 'Old', de: 'Alt' }, caption: { en: 'Cap' } });
      await store.insert(record);
      const updated = await store.update('p', { alt: { fr: 'Nouveau' } });
      const expected: MediaRecord = { ...record, alt: { fr: 'Nouveau' } };
      expect(updated).toEqual(expected);
      expect(await store.get('p')).toEqual(expected);
      expect(await store.update('p', { focal: { x: 0, y: 1 }, caption: {} })).toEqual({
        ...expected,
        focal: { x: 0, y: 1 },
        caption: {},
      });
      expect((await listed({ q: 'nouveau' })).ids).toEqual(['p']);
      expect((await listed({ q: 'old' })).ids).toEqual([]);
      expect((await listed({ q: 'cap' })).ids).toEqual([]);
      expect(await store.update('missing', { alt: {} })).toBeUndefined();
    });

    it('keeps both of two patches of one image made at once', async () => {
      await store.insert(mediaRecord('both'));
      await Promise.all([
        store.update('both', { alt: { en: 'Alt' } }),
        store.update('both', { caption: { en: 'Caption' } }),
        store.update('both', { focal: { x: 0.1, y: 0.2 } }),
      ]);
      expect(await store.get('both')).toMatchObject({
        alt: { en: 'Alt' },
        caption: { en: 'Caption' },
        focal: { x: 0.1, y: 0.2 },
      });
    });

    it('deletes a record once, and says whether there was one', async () => {
      await store.insert(mediaRecord('d1'));
      await store.insert(mediaRecord('d2'));
      expect(await store.delete('d1')).toBe(true);
      expect(await store.delete('d1')).toBe(false);
      expect(await store.get('d1')).toBeUndefined();
      expect(await listed()).toEqual({ ids: ['d2'], total: 1 });
    });
  });
}
