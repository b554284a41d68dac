import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaLimits } from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import { fallbackOf, variantFile, variantsIn, variantTypes } from '../media/variant-files.ts';
import type { MediaRecord, MediaStore } from '../stores/media-port.ts';
import type { AiCalls } from './calls.ts';
import { chatText, cutTo, languageNames } from './chat-call.ts';
import type { JobHandler } from './jobs.ts';

export interface AltTextDeps {
  media: Pick<MediaStore, 'get'>;
  /** Where the variants live (DATA_DIR/media). */
  folder: string;
  calls: AiCalls;
  fromStore: <T>(work: () => Promise<T>) => Promise<T>;
}

/** Wide enough for a model to see what is in it, small enough to send: vision models scale larger ones down anyway. */
const sentWidth = 1024;

/** The variant sent: the widest in JPEG or PNG (what every vision API reads) not wider than 1024, else the narrowest. */
function sentVariant(record: MediaRecord) {
  const variants = variantsIn(record, fallbackOf(record));
  return variants.filter((v) => v.width <= sentWidth).at(-1) ?? variants[0];
}

/** An alt text for a media-library image in one language, from its pixels (a vision-capable model). */
export function altTextJob({ media, folder, calls, fromStore }: AltTextDeps): JobHandler<'altText'> {
  const find = async (mediaId: string) => {
    const record = await fromStore(() => media.get(mediaId));
    if (!record) throw new HttpError(404, 'not_found', 'There is no such image.');
    return record;
  };
  return {
    async prepare({ mediaId }) {
      const record = await find(mediaId);
      if (!sentVariant(record)) throw new HttpError(409, 'conflict', 'The image has no file to describe yet.');
      return 1;
    },
    async run({ mediaId, language }, step) {
      const record = await find(mediaId);
      const variant = sentVariant(record)!;
      const data = await readFile(join(folder, record.id, variantFile(variant)));
      const system =
        `Write the alternative text of an image on a developer's portfolio site, in ${languageNames[language]}: ` +
        `what it shows, for someone who cannot see it, in one sentence of at most ${mediaLimits.altLength} ` +
        'characters. Answer with that sentence alone, without "image of".';
      const text = await chatText(calls, {
        task: 'altText',
        system,
        user: [
          { type: 'image', mediaType: variantTypes[variant.format].type, data: new Uint8Array(data) },
          { type: 'text', text: 'Describe this image.' },
        ],
        maxTokens: 512,
        signal: step.signal,
      });
      await step.update({ progress: { done: 1, total: 1 }, result: { text: cutTo(text, mediaLimits.altLength) } });
      return 'done';
    },
  };
}
