/**
 * The current sentence and word, painted over the article's own text with the CSS Custom Highlight API (named
 * highlights styled by `::highlight(...)` in reader.css): the page's text nodes are left as they are, so the reader
 * never moves a selection, a focused link or a screen reader's place. Where the API is missing, the block holding the
 * sentence is marked instead (`data-reader-current`) and no word is shown.
 */
const sentenceName = 'reader-sentence';
const wordName = 'reader-word';
const markAttribute = 'data-reader-current';

const customHighlights = () => typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function';

let marked: Element | undefined;
/** The reader whose reading is shown: only one plays at a time, and one that stops clears only its own. */
let painter: string | undefined;

function mark(element: Element | undefined) {
  if (marked === element) return;
  marked?.removeAttribute(markAttribute);
  marked = element;
  marked?.setAttribute(markAttribute, '');
}

const blockOf = (range: Range) => {
  const node = range.startContainer;
  return (node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement)?.closest(
    'h1, h2, h3, h4, h5, h6, p, li, blockquote',
  );
};

/** Shows `sentence` and `word` of reader `owner` (either may be null: nothing of that kind is shown). */
export function paintReading(owner: string, sentence: Range | null, word: Range | null) {
  painter = owner;
  if (!customHighlights()) {
    mark(sentence ? (blockOf(sentence) ?? undefined) : undefined);
    return;
  }
  if (sentence) CSS.highlights.set(sentenceName, new Highlight(sentence));
  else CSS.highlights.delete(sentenceName);
  if (word) CSS.highlights.set(wordName, new Highlight(word));
  else CSS.highlights.delete(wordName);
}

/** Takes the reading of `owner` away, unless another reader has painted since. */
export function clearReading(owner: string) {
  if (painter === owner) paintReading(owner, null, null);
}

/** Whether the browser shows words (the test page says so beside the state). */
export const showsWords = customHighlights;
