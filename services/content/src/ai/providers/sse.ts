import { failed } from './provider-http.ts';

export interface ServerSentEvent {
  event: string;
  data: string;
}

/** Said of an answer whose stream stopped before the API's closing event: its text would be cut short. */
export const cutShort = () => failed('provider_error', 'the answer stopped before its end');

/**
 * The events of a `text/event-stream` body, as the WHATWG spec parses them: `event:` and `data:` fields, several
 * `data:` lines joined by newlines, comments (`:`) skipped, an event dispatched on a blank line. A read that fails
 * while the call's signal is still live is a connection cut mid-way, told apart from a timeout or a cancel.
 */
export async function* serverSentEvents(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal.aborted) throw error;
        throw cutShort();
      }
      buffer += chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
        // A lone CR at the chunk's end may be the first half of a CRLF split across chunks.
        if (!chunk.done && end === buffer.length - 1 && buffer[end] === '\r') break;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1));
        if (line === '') {
          if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (chunk.done) return;
    }
  } finally {
    // A caller that stops reading early (a failure event) lets the connection go.
    await reader.cancel().catch(() => undefined);
  }
}

/** An event's JSON, or `malformed`. */
export function eventJson(event: ServerSentEvent): unknown {
  try {
    return JSON.parse(event.data) as unknown;
  } catch {
    throw failed('malformed', 'a streamed event is not JSON');
  }
}
