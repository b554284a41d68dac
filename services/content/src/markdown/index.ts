export { renderMarkdown } from './render.ts';
export { parseFrontMatter, type FrontMatter } from './front-matter.ts';
export { countReadingUnits, readingMinutes, type ReadingUnits } from './reading-time.ts';
export { headingId } from './headings.ts';
