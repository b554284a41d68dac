import { useEffect, useRef } from 'react';
import '@/components/articles/article-body.css';

/**
 * The article's body as the content service rendered it: HTML made from the Markdown and sanitised on the server
 * once, when the article was saved (an allow-list of elements and attributes, no script, no event handler, no
 * `style`, only http, https, mailto and relative addresses), with heading ids, figures and highlighted code. It is
 * the only HTML the page inserts, and it never holds a reader's input, which is why inserting it is safe here.
 */
export function ArticleBody({ html }: { html: string }) {
  const body = useRef<HTMLDivElement>(null);
  // A code block wider than the column scrolls sideways: keyboard users reach it with Tab and scroll it with arrows.
  useEffect(() => {
    for (const block of body.current?.querySelectorAll('pre') ?? []) block.tabIndex = 0;
  }, [html]);
  return <div ref={body} className="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
