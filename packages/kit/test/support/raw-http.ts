import { request, type Agent, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json(): unknown;
}

export interface RawRequest {
  method?: string;
  headers?: OutgoingHttpHeaders;
  /** A string or buffer is sent with its Content-Length; an array is sent chunk by chunk with no length. */
  body?: string | Buffer | readonly (string | Buffer)[];
  /** Defaults to a fresh connection per request (no pooling), so tests know which socket they use. */
  agent?: Agent | false;
}

/**
 * A plain node:http request, for what fetch does not let a test control: exact headers (Host, Origin,
 * Sec-Fetch-Site), chunked bodies without a length, and which connection is used.
 */
export function rawRequest(url: string, { method = 'GET', headers = {}, body, agent = false }: RawRequest = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    let answered = false;
    const req = request(url, { method, headers, agent }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
      });
    });
    // A server may answer (413, 415) before the whole body is sent and stop reading; only a failure before the
    // answer is a failure of the request.
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    if (Array.isArray(body)) {
      req.setHeader('Transfer-Encoding', 'chunked');
      for (const chunk of body) req.write(chunk);
      req.end();
    } else {
      req.end(body as string | Buffer | undefined);
    }
  });
}
