import type { ArticleCard } from '@portfolio/contracts';

type Pieces = NonNullable<ArticleCard['highlight']>['title'];

/**
 * A search answer's text with its matching words in `<mark>`: every piece is rendered as text by React, never as
 * HTML, so nothing an article or a query holds can become markup.
 */
export function MarkedText({ pieces }: { pieces: Pieces }) {
  return pieces.map((piece, index) =>
    piece.mark ? (
      <mark key={index} className="rounded-sm bg-primary/20 px-0.5 text-inherit">
        {piece.text}
      </mark>
    ) : (
      <span key={index}>{piece.text}</span>
    ),
  );
}
