import type { LanguageCode } from '@portfolio/contracts';

/** A segment to speak: its text, and the block it ends (for the longer pause between blocks). */
export interface SpokenSegment {
  text: string;
  endsBlock: boolean;
}

/** The article's blocks cut into sentence segments, as the browser's reader cuts them. */
export function spokenSegments(blocks: readonly string[], lang: LanguageCode): SpokenSegment[] {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'sentence' });
  return blocks.flatMap((block) => {
    const texts = [...segmenter.segment(block)].map((s) => s.segment.trim()).filter((t) => t !== '');
    return texts.map((text, index) => ({ text, endsBlock: index === texts.length - 1 }));
  });
}
