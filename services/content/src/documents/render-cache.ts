/** A rendered document: what is sent for it, whatever the request's conditions. */
export interface Rendered {
  status: 200 | 301 | 404;
  type: string;
  body: Buffer;
  /** A 301's new address (an article's former slug). */
  location?: string;
}

/**
 * Rendered documents by their entity tag, which already names everything that decides them (store revision, time
 * window, SPA version, path, language): an entry is never stale, only unused, and the oldest go first once the
 * cache holds `capacity`. Concurrent requests for one document share one rendering.
 */
export function renderCache(capacity = 512) {
  const entries = new Map<string, Promise<Rendered>>();
  return (key: string, render: () => Promise<Rendered>): Promise<Rendered> => {
    const held = entries.get(key);
    if (held) return held;
    const rendering = render();
    entries.set(key, rendering);
    if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    // Only found documents are kept: a failed rendering is tried again, and a flood of unknown addresses (each a
    // not-found page) cannot push the site's real pages out.
    const forget = () => {
      if (entries.get(key) === rendering) entries.delete(key);
    };
    rendering.then((rendered) => rendered.status === 200 || forget(), forget);
    return rendering;
  };
}
