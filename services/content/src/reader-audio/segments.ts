import { readingSegments, type LanguageCode } from '@portfolio/contracts';

/** A segment to speak: its text, and whether it ends its block (for the longer pause between blocks). */
export interface SpokenSegment {
  text: string;
  endsBlock: boolean;
}

/**
 * The article's blocks cut into sentence segments by the shared segmentation (packages/contracts/src/reading/), the
 * one the browser's reader highlights with: segment i of the audio is segment i of the page.
 */
export function spokenSegments(blocks: readonly string[], lang: LanguageCode): SpokenSegment[] {
  const { segments } = readingSegments(blocks, lang);
  return segments.map((segment, index) => ({
    text: segment.text,
    endsBlock: segments[index + 1]?.block !== segment.block,
  }));
}
