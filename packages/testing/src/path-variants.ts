/**
 * Spellings of `path` that a decoding, normalising server and a literal router read as different paths: upper
 * case (whole, and the last segment capitalised), a trailing `/`, an encoded `../`, an encoded `.`, an empty
 * segment, a letter percent-encoded (nginx routes on the decoded path, a service's router matches the raw one).
 * None of them may reach a handler without the checks of `path` itself.
 */
export function pathVariants(path: string): string[] {
  const segments = path.split('/');
  const last = segments.at(-1) ?? '';
  const parent = segments.slice(0, -1).join('/');
  return [
    path.toUpperCase(),
    `${parent}/${last.charAt(0).toUpperCase()}${last.slice(1)}`,
    `${path}/`,
    `${path}/..%2F..%2F${last}`,
    `${path}/x/..%2F${last}`,
    `${path}/%2e%2e/${last}`,
    `${parent}/%2e/${last}`,
    `${parent}//${last}`,
    `${path}//`,
    `${parent}/${last.slice(0, -1)}%${last.charCodeAt(last.length - 1).toString(16)}`,
  ];
}

/** A GET or a body-less POST written byte for byte: no client library normalises the path on the way. */
export const rawRequest = (method: string, path: string, headers: string[] = []) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers.map((h) => `${h}\r\n`).join('')}Content-Length: 0\r\n\r\n`;
