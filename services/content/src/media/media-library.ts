import { mediaLimits, type MediaItem, type mediaListQuery, type mediaPatch } from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import type * as z from 'zod/mini';
import type { EditorialStore } from '../stores/editorial-port.ts';
import type { ContentStore } from '../stores/ports.ts';
import type { MediaRecord, MediaStore } from '../stores/media-port.ts';
import { mediaIdsOf, publishedUsageOf, usageOf } from './article-images.ts';
import { intoPlace, newMediaId, removeMediaFiles } from './media-folder.ts';
import { itemOf, mergedTexts } from './media-items.ts';
import { oneAtATime } from './one-at-a-time.ts';
import { processImage } from './process-image.ts';

export interface MediaLibraryDeps {
  media: MediaStore;
  /** Where images are used: every article not in the trash. */
  editorial: Pick<EditorialStore, 'all'>;
  /** What is public: a published version may still show an image its draft no longer does. */
  published: Pick<ContentStore, 'allArticles'>;
  /** The media folder (DATA_DIR/media, a named volume in compose). */
  folder: string;
  now: () => Date;
  /** Store work (kit's storeCalls): a store down or hung is a 503, never a 500 or a hang. */
  fromStore: <T>(work: () => Promise<T>) => Promise<T>;
}

const notFound = () => new HttpError(404, 'not_found', 'There is no such image.');

/** Uploads waiting for their turn, beyond the one being processed. */
const maxWaitingUploads = 8;

/** The media library's operations, which its routes (media-routes.ts) answer with. */
export function mediaLibrary(deps: MediaLibraryDeps) {
  const { media, editorial, folder, fromStore } = deps;
  const inTurn = oneAtATime(maxWaitingUploads);
  const articles = () => fromStore(() => editorial.all());

  async function found(id: string): Promise<MediaRecord> {
    const record = await fromStore(() => media.get(id));
    if (!record) throw notFound();
    return record;
  }

  return {
    async list(query: z.output<typeof mediaListQuery>) {
      const all = await articles();
      const excludeIds = query.unused === 'true' ? [...new Set(all.flatMap((article) => mediaIdsOf(article)))] : [];
      const limit = mediaLimits.perPage;
      const { records, total } = await fromStore(() =>
        media.list({ ...(query.q ? { q: query.q } : {}), excludeIds, offset: (query.page - 1) * limit, limit }),
      );
      return {
        items: records.map((record) => itemOf(record, usageOf(all, record.id))),
        total,
        page: query.page,
        pageCount: Math.ceil(total / limit),
      };
    },

    async get(id: string): Promise<MediaItem> {
      const record = await found(id);
      return itemOf(record, usageOf(await articles(), id));
    },

    /**
     * Processes the bytes into the media folder (all the files or none), then keeps the record; a record that
     * cannot be kept takes its files with it.
     */
    async upload(bytes: Uint8Array, name: string): Promise<MediaItem> {
      const record = await inTurn(async () => {
        const id = newMediaId();
        const image = await intoPlace(folder, id, (temporary) => processImage(bytes, temporary));
        const made: MediaRecord = {
          id,
          name,
          format: image.format,
          width: image.width,
          height: image.height,
          bytes: bytes.byteLength,
          createdAt: deps.now(),
          alt: {},
          caption: {},
          focal: { x: 0.5, y: 0.5 },
          placeholder: image.placeholder,
          variants: image.variants,
        };
        try {
          await fromStore(() => media.insert(made));
        } catch (error) {
          await removeMediaFiles(folder, id);
          throw error;
        }
        return made;
      });
      return itemOf(record, []);
    },

    async update(id: string, patch: z.output<typeof mediaPatch>): Promise<MediaItem> {
      const current = await found(id);
      const alt = mergedTexts(current.alt, patch.alt);
      const caption = mergedTexts(current.caption, patch.caption);
      const updated = await fromStore(() =>
        media.update(id, {
          ...(alt ? { alt } : {}),
          ...(caption ? { caption } : {}),
          ...(patch.focal ? { focal: patch.focal } : {}),
        }),
      );
      if (!updated) throw notFound();
      return itemOf(updated, usageOf(await articles(), id));
    },

    /** Refused (409 in_use, each place in the details) while an article shows the image; else record and files go. */
    async remove(id: string): Promise<void> {
      await found(id);
      // The drafts' places, then the public pages' that the drafts no longer name (an unpublished change).
      const usage = usageOf(await articles(), id);
      for (const place of publishedUsageOf(await fromStore(() => deps.published.allArticles()), id))
        if (!usage.some((u) => u.articleId === place.articleId && u.place === place.place)) usage.push(place);
      if (usage.length > 0)
        throw new HttpError(409, 'in_use', 'The image is used by articles; take it out of them first.', {
          details: usage.map((place) => ({
            path: place.place === 'cover' ? `${place.articleId}.cover` : `${place.articleId}.${place.lang}.markdown`,
            message: `${place.title} (${place.place === 'cover' ? 'cover' : `body, ${place.lang}`})`,
          })),
        });
      if (!(await fromStore(() => media.delete(id)))) throw notFound();
      await removeMediaFiles(folder, id);
    },
  };
}

export type MediaLibrary = ReturnType<typeof mediaLibrary>;
