/**
 * The recovery codes as a text file to keep: a line saying what they are, then one code a line. Plain text, so it
 * can be printed or kept in a password manager's notes as it is.
 */
export function recoveryCodesText(title: string, codes: readonly string[]) {
  return `${title}\n\n${codes.join('\n')}\n`;
}

/** The file's name: the site's host in it, so codes of two sites are not mixed up. */
export const recoveryCodesFileName = (host: string) => `recovery-codes-${host.replace(/[^A-Za-z0-9.-]+/g, '-')}.txt`;

/** A QR code drawn by the server as an SVG document, as an image address (the page's CSP allows `data:` images). */
export const svgImageSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
