import { useEffect } from 'react';

/** The address's fragment as an id, or nothing when there is none or it is malformed. */
function fragmentId(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return '';
  }
}

/**
 * An address with a section's fragment (a link someone shared, `#takeaways`) reaches that heading once the article
 * has rendered: the browser looked for it when the page loaded, before the article had arrived.
 */
export function useFragmentTarget(page: string) {
  useEffect(() => {
    const id = fragmentId();
    if (!id) return;
    document
      .querySelector('.article-body')
      ?.querySelector(`[id="${CSS.escape(id)}"]`)
      ?.scrollIntoView();
  }, [page]);
}
