import { parseFragment } from 'parse5';

/**
 * What a rendered body may contain, written out again here rather than imported from the sanitiser, so that a
 * mistake in the sanitiser's allowlist fails the tests instead of agreeing with them. The HTML is parsed with
 * parse5, the HTML standard's parser (the one a browser would run), and every element and attribute is checked.
 */
const htmlNamespace = 'http://www.w3.org/1999/xhtml';
const allowedAttributes: Record<string, string[]> = {
  ...Object.fromEntries(['h2', 'h3', 'h4'].map((tag) => [tag, ['id']])),
  ...Object.fromEntries(
    ['h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'ul', 'li', 'pre', 'strong', 'em', 's'].map((tag) => [tag, []]),
  ),
  ...Object.fromEntries(['figure', 'figcaption', 'table', 'thead', 'tbody', 'tr'].map((tag) => [tag, []])),
  ol: ['start'],
  a: ['href', 'title', 'class', 'aria-label', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'srcset', 'sizes'],
  picture: [],
  source: ['type', 'srcset', 'sizes'],
  code: ['class'],
  span: ['class'],
  th: ['class'],
  td: ['class'],
  div: ['class', 'tabindex', 'role', 'aria-label'],
};
const allowedClasses: Record<string, RegExp> = {
  code: /^(hljs|language-[a-z]+)$/,
  span: /^(hljs-[a-z_-]+|[a-z]+_+)$/,
  a: /^heading-anchor$/,
  div: /^table-wrap$/,
  th: /^align-(left|center|right)$/,
  td: /^align-(left|center|right)$/,
};
const linkProtocols = new Set(['http:', 'https:', 'mailto:']);
const imageProtocols = new Set(['http:', 'https:']);

/** The URL a browser would follow, resolved the browser's way (WHATWG URL) against an article's address. */
function urlProblem(tag: string, name: string, value: string): string | undefined {
  if (name !== 'href' && name !== 'src') return undefined;
  let protocol: string;
  try {
    protocol = new URL(value, 'https://portfolio.example/blog/post').protocol;
  } catch {
    return undefined; // A URL no browser can parse is followed nowhere.
  }
  const allowed = tag === 'img' ? imageProtocols : linkProtocols;
  return allowed.has(protocol) ? undefined : `<${tag} ${name}="${value}"> (${protocol})`;
}

interface Node {
  nodeName: string;
  tagName?: string;
  namespaceURI?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

function check(node: Node, problems: string[]): void {
  if (node.tagName !== undefined) {
    const tag = node.tagName;
    const attributes = allowedAttributes[tag];
    if (node.namespaceURI !== htmlNamespace) problems.push(`<${tag}> in namespace ${node.namespaceURI}`);
    if (!attributes) problems.push(`<${tag}> is not allowed`);
    for (const { name, value } of node.attrs ?? []) {
      if (name.toLowerCase().startsWith('on')) problems.push(`<${tag} ${name}> is an event handler`);
      if (attributes && !attributes.includes(name)) problems.push(`<${tag} ${name}> is not allowed`);
      const problem = urlProblem(tag, name, value);
      if (problem) problems.push(`${problem} is not an allowed URL`);
      // A srcset's every candidate is a media-library variant (#16), nothing else.
      if (name === 'srcset')
        for (const candidate of value.split(', '))
          if (!/^\/media\/[\w-]+\/\d+\.(avif|webp|jpg|png) \d+w$/.test(candidate))
            problems.push(`<${tag} srcset> candidate "${candidate}" is not a media variant`);
      if (tag === 'source' && name === 'type' && value !== 'image/avif' && value !== 'image/webp')
        problems.push(`<source type="${value}"> is not allowed`);
      if ((name === 'width' || name === 'height') && !/^[1-9]\d{0,4}$/.test(value))
        problems.push(`<${tag} ${name}="${value}"> is not a whole number of pixels`);
      if (name === 'class')
        for (const token of value.split(/\s+/).filter(Boolean))
          if (!allowedClasses[tag]?.test(token)) problems.push(`<${tag} class="${token}"> is not allowed`);
    }
  }
  for (const child of node.childNodes ?? []) check(child, problems);
  if (node.content) check(node.content, problems);
}

/** Every element, attribute, class and URL of `html` outside what a body may contain; empty when it is safe. */
export function violationsOf(html: string): string[] {
  const problems: string[] = [];
  check(parseFragment(html) as unknown as Node, problems);
  return problems;
}

/** Every element of `html` by tag name, in document order (for tests that look for one). */
export function elementsOf(html: string): { tag: string; attrs: Record<string, string> }[] {
  const found: { tag: string; attrs: Record<string, string> }[] = [];
  const walk = (node: Node) => {
    if (node.tagName)
      found.push({ tag: node.tagName, attrs: Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value])) });
    node.childNodes?.forEach(walk);
  };
  walk(parseFragment(html) as unknown as Node);
  return found;
}
