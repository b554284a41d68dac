import type { MediaItem } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { markdownOf, mediaPatchOf, textsOf } from './media-patch';

const item: MediaItem = {
  id: 'm1',
  name: 'harbour.jpg',
  format: 'jpeg',
  width: 1600,
  height: 900,
  bytes: 120_000,
  createdAt: '2026-11-24T05:00:00.000Z',
  alt: { en: 'A harbour at dawn', fr: 'Un port à l’aube' },
  caption: { en: 'Marseille' },
  focal: { x: 0.5, y: 0.5 },
  placeholder: 'data:image/webp;base64,AAAA',
  variants: [],
  src: '/media/m1/1600.jpg',
  usage: [],
};

describe('the media form', () => {
  it('sends nothing when nothing changed, spaces included', () => {
    const texts = textsOf(item);
    texts.en.alt = ' A harbour at dawn ';
    expect(mediaPatchOf(item, texts, { x: 0.5, y: 0.5 })).toBeUndefined();
  });

  it('sends only the changed languages, an emptied text as empty, and a moved focal point', () => {
    const texts = textsOf(item);
    texts.de.alt = '  Ein Hafen  ';
    texts.fr.alt = '';
    texts.en.caption = 'Marseille, 2026';
    expect(mediaPatchOf(item, texts, { x: 0.3, y: 0.5 })).toEqual({
      alt: { de: 'Ein Hafen', fr: '' },
      caption: { en: 'Marseille, 2026' },
      focal: { x: 0.3, y: 0.5 },
    });
  });

  it('writes the Markdown with the English alt text, brackets escaped, else the first language that has one', () => {
    expect(markdownOf(item)).toBe('![A harbour at dawn](/media/m1/1600.jpg)');
    expect(markdownOf({ ...item, alt: { en: 'a [b] \\ c' } })).toBe('![a \\[b\\] \\\\ c](/media/m1/1600.jpg)');
    expect(markdownOf({ ...item, alt: { ja: '港' } })).toBe('![港](/media/m1/1600.jpg)');
    expect(markdownOf({ ...item, alt: {} })).toBe('![](/media/m1/1600.jpg)');
  });
});
