import { Parser } from 'htmlparser2';

/** An image of a page's content: its address and its alternative text (null when the attribute is absent). */
export interface PageImage {
  src: string;
  alt: string | null;
}

/** What the audit reads of a page's HTML, as a crawler's parser reads it (no script run). */
export interface PageFacts {
  /** The first `<title>`'s text, trimmed; empty when there is none. */
  title: string;
  /** `<meta name="description">`'s content, trimmed; empty when there is none. */
  description: string;
  /** og:image, else twitter:image; empty when neither. */
  image: string;
  noindex: boolean;
  /** `<link rel="alternate" hreflang>`: language (or x-default) and address. */
  alternates: { hreflang: string; href: string }[];
  /** The content's images (`<img>`, a `<picture>`'s `<img>` included). */
  images: PageImage[];
  /** The content's link targets (`<a href>`), as written. */
  links: string[];
}

/** The block that carries a page's content for crawlers (documents/page-html.ts); the SPA's template is not audited. */
const contentId = 'prerendered';

/**
 * Reads a page in one pass of htmlparser2's tokenizer (linear in the HTML's length). Only the content block's
 * images and links are taken: the template around it (the SPA's scripts and icons) is the build's, not the page's.
 */
export function pageFacts(html: string): PageFacts {
  const facts: PageFacts = {
    title: '',
    description: '',
    image: '',
    noindex: false,
    alternates: [],
    images: [],
    links: [],
  };
  let ogImage = '';
  let twitterImage = '';
  let inTitle = false;
  let titleSeen = false;
  let title = '';
  // Depth inside the content block: 0 outside; void elements close at once, so opening and closing balance.
  let depth = 0;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (depth > 0) depth++;
        else if (attrs.id === contentId) depth = 1;
        if (name === 'title' && !titleSeen) inTitle = true;
        if (name === 'meta') {
          const key = (attrs.name ?? attrs.property ?? '').toLowerCase();
          const content = (attrs.content ?? '').trim();
          if (key === 'description' && !facts.description) facts.description = content;
          if (key === 'og:image' && !ogImage) ogImage = content;
          if (key === 'twitter:image' && !twitterImage) twitterImage = content;
          if (key === 'robots' && /\bnoindex\b/i.test(content)) facts.noindex = true;
        }
        if (name === 'link' && attrs.rel?.toLowerCase() === 'alternate' && attrs.hreflang !== undefined) {
          facts.alternates.push({ hreflang: attrs.hreflang, href: attrs.href ?? '' });
        }
        if (depth === 0) return;
        if (name === 'img') facts.images.push({ src: attrs.src ?? '', alt: attrs.alt ?? null });
        if (name === 'a' && attrs.href !== undefined) facts.links.push(attrs.href);
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false;
          titleSeen = true;
        }
        if (depth > 0) depth--;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  facts.title = title.trim();
  facts.image = ogImage || twitterImage;
  return facts;
}
