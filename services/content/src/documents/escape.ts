const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Characters XML 1.0 forbids outright (C0 controls but tab and line ends, lone surrogates, U+FFFE/FFFF). */
const xmlInvalid =
  // eslint-disable-next-line no-control-regex -- the control characters are what it removes
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text for HTML content or a double- or single-quoted attribute value: every character that could end either. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);

/** XML's five: the same set serves text and attribute values in feeds and sitemaps. */
export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => (c === "'" ? '&apos;' : htmlEscapes[c]!)).replace(xmlInvalid, '');

/**
 * JSON inside a `<script>` element: a `<` written as `\u003c` cannot close the element (`</script>`) or open a
 * comment (`<!--`) that changes how the rest of the page parses, whatever an article's title holds. The two line
 * separators are escaped too, for readers that take the block as script.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Text inside a CDATA section: `]]>` is the one sequence that would end it, so it is split across two sections. */
export const cdata = (text: string) =>
  `<![CDATA[${text.replace(xmlInvalid, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
