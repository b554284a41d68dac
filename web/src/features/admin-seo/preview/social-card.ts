import { cutForSearch } from '@/lib/search-preview';

export type Network = 'x' | 'facebook' | 'linkedin';

/** What a page says about itself to a network: its head's title, description and social image. */
export interface CardSource {
  title: string;
  description: string;
  /** The site's public origin: the cards name the host, never the path. */
  origin: string;
  image: { url: string; alt: string; width: number; height: number } | null;
}

export interface CardView {
  network: Network;
  /** A large image above (or behind) the text, as a card with an image shows; without one, a text card. */
  large: boolean;
  host: string;
  title: string;
  /** Only the networks that still print it (Facebook); X and LinkedIn show the title alone. */
  description?: string;
  image: CardSource['image'];
}

/**
 * The room each network gives a shared link's texts, in Latin-letter widths (see searchWidth), as their cards print
 * them at their usual size: X's large card lays the title over the image on one line; Facebook gives the title two
 * lines and the description one; LinkedIn the title two lines. X's text-only card (`summary`, which the page's head
 * asks for when there is no image) still prints the description.
 */
export const cardRoom = {
  x: { title: 70, description: 125 },
  facebook: { title: 88, description: 110 },
  linkedin: { title: 70 },
} as const;

const hostOf = (origin: string) => origin.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** What one network shows of the page, cut where it cuts. */
export function cardFor(network: Network, source: CardSource): CardView {
  const host = hostOf(source.origin);
  const large = source.image !== null;
  const base = { network, large, host, image: source.image };
  if (network === 'facebook') {
    const room = cardRoom.facebook;
    return {
      ...base,
      host: host.toUpperCase(),
      title: cutForSearch(source.title, room.title),
      description: cutForSearch(source.description, room.description),
    };
  }
  if (network === 'x') {
    const room = cardRoom.x;
    return {
      ...base,
      title: cutForSearch(source.title, room.title),
      ...(large ? {} : { description: cutForSearch(source.description, room.description) }),
    };
  }
  return { ...base, title: cutForSearch(source.title, cardRoom.linkedin.title) };
}

/**
 * Below 600 × 315 Facebook and LinkedIn show a shared image as a small thumbnail beside the text, not as the card's
 * large picture (they recommend 1200 × 630).
 */
export const largeImageMinimum = { width: 600, height: 315 } as const;

/** Whether an image is large enough for the large cards, and near their shape (X and Facebook crop it to 1.91 : 1). */
export function imageAdvice(image: { width: number; height: number } | null): 'none' | 'small' | 'shape' | 'ok' {
  if (!image) return 'none';
  if (image.width < largeImageMinimum.width || image.height < largeImageMinimum.height) return 'small';
  return Math.abs(image.width / image.height - 1.91) > 0.25 ? 'shape' : 'ok';
}
