import { defaultSeoSettings, type SeoSettings, type SeoSettingsView } from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import type { EditorialStore } from '../stores/editorial-port.ts';
import type { MediaStore } from '../stores/media-port.ts';
import type { SeoStore } from '../stores/seo-port.ts';
import { articleSeoGaps } from './article-gaps.ts';
import type { SeoSnapshot } from './page-heads.ts';
import { namedImages, seoImageOf, shareVariant } from './seo-images.ts';

export interface SeoKeeperDeps {
  store: SeoStore;
  /** The media library's records: the images the settings name, the articles' covers. */
  media: Pick<MediaStore, 'getMany'>;
  /** The editor's articles: those lacking their own SEO fields. */
  editorial: Pick<EditorialStore, 'all'>;
  now: () => Date;
  /** Store work (kit's storeCalls): a store down or hung is a 503, never a 500 or a hang. */
  fromStore: <T>(work: () => Promise<T>) => Promise<T>;
}

export interface SeoCurrent extends SeoSnapshot {
  updatedAt: Date | null;
}

/** The SEO settings as the admin API, the public read and the crawler pages see them. */
export function seoKeeper({ store, media, editorial, now, fromStore }: SeoKeeperDeps) {
  async function imagesOf(settings: SeoSettings) {
    const ids = [...new Set(namedImages(settings).map((named) => named.id))];
    const records = ids.length === 0 ? [] : await media.getMany(ids);
    return new Map(records.map((record) => [record.id, record]));
  }

  /** The settings in force (the defaults before the first save) and the images they name. */
  async function current(): Promise<SeoCurrent> {
    const record = await store.read();
    const settings = record?.settings ?? defaultSeoSettings;
    return { settings, images: await imagesOf(settings), updatedAt: record?.updatedAt ?? null };
  }

  const viewOf = ({ settings, images, updatedAt }: SeoCurrent): SeoSettingsView => ({
    settings,
    updatedAt: updatedAt?.toISOString() ?? null,
    images: [...images.values()].flatMap((record) => seoImageOf(record) ?? []),
  });

  return {
    current: () => fromStore(current),
    /** The revision (0 before the first save): part of every crawler page's ETag and render cache key. */
    revision: () => store.revision(),
    view: async () => viewOf(await fromStore(current)),
    articleGaps: () => fromStore(async () => articleSeoGaps(await editorial.all(), media)),

    /**
     * Replaces the settings once every image they name is in the library and has a rendition link previews show;
     * else a 400 naming each field, and nothing is written.
     */
    async save(settings: SeoSettings): Promise<SeoSettingsView> {
      const images = await fromStore(() => imagesOf(settings));
      const details = namedImages(settings).flatMap(({ path, id }) => {
        const record = images.get(id);
        if (!record) return [{ path: `body.${path}`, message: `the image ${id} is not in the media library` }];
        if (!shareVariant(record))
          return [{ path: `body.${path}`, message: `the image ${id} has no rendition to share` }];
        return [];
      });
      if (details.length > 0)
        throw new HttpError(400, 'validation_failed', 'The SEO settings are not valid.', { details });
      const saved = await fromStore(() => store.save(settings, now()));
      return viewOf({ settings: saved.settings, images, updatedAt: saved.updatedAt });
    },
  };
}

export type SeoKeeper = ReturnType<typeof seoKeeper>;
