import { describe, expect, it } from 'vitest';
import { cardFor, cardRoom, imageAdvice, type CardSource } from './social-card';

const image = { url: 'https://example.com/media/a/card.webp', alt: 'A desk', width: 1200, height: 630 };
const long = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(' ');
const source: CardSource = {
  title: 'Camille Laurent · Developer',
  description: 'Offline-first web apps, accessible interfaces.',
  origin: 'https://example.com/',
  image,
};

describe('social cards', () => {
  it('shows X a large card with the title alone when there is an image, a text card with the description without', () => {
    expect(cardFor('x', source)).toEqual({
      network: 'x',
      large: true,
      host: 'example.com',
      title: 'Camille Laurent · Developer',
      image,
    });
    const textCard = cardFor('x', { ...source, image: null });
    expect(textCard.large).toBe(false);
    expect(textCard.description).toBe(source.description);
  });

  it('shows Facebook the host in capitals and both texts, LinkedIn the title alone', () => {
    const facebook = cardFor('facebook', source);
    expect([facebook.host, facebook.title, facebook.description]).toEqual([
      'EXAMPLE.COM',
      source.title,
      source.description,
    ]);
    expect(cardFor('linkedin', source).description).toBeUndefined();
  });

  it('cuts each text where its network cuts it, at a word, with an ellipsis', () => {
    const cards = (['x', 'facebook', 'linkedin'] as const).map((network) =>
      cardFor(network, { ...source, title: long(30), description: long(60) }),
    );
    for (const card of cards) {
      expect(card.title.endsWith('…')).toBe(true);
      expect(card.title.length).toBeLessThanOrEqual(cardRoom[card.network].title);
      expect(card.title.slice(0, -1)).toMatch(/word\d+$/);
    }
    expect(cards[1]!.description!.length).toBeLessThanOrEqual(cardRoom.facebook.description);
  });

  it('says whether the image suits the large cards', () => {
    expect(imageAdvice(null)).toBe('none');
    expect(imageAdvice({ width: 400, height: 210 })).toBe('small');
    expect(imageAdvice({ width: 1000, height: 1000 })).toBe('shape');
    expect(imageAdvice({ width: 1200, height: 630 })).toBe('ok');
    expect(imageAdvice({ width: 2400, height: 1200 })).toBe('ok');
  });
});
