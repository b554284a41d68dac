/**
 * Stands in for the Observatory's own URL builder (src/retriever/url.js): the same URLs, on the ports a test
 * gateway listens on, since its scan() always asks 80 and 443 and a test cannot take those.
 */
const port = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

export function urls(hostname: string, options: { path?: string } = {}) {
  const path = options.path ?? '';
  return {
    http: new URL(`http://${hostname}:${port('OBSERVATORY_HTTP_PORT')}${path}`),
    https: new URL(`https://${hostname}:${port('OBSERVATORY_HTTPS_PORT')}${path}`),
  };
}
