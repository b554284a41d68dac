import { deserialize, serialize, type Document } from 'bson';

/** Opcodes of the wire protocol: OP_MSG for every command, OP_QUERY only for the driver's first handshake. */
export const opReply = 1;
export const opQuery = 2004;
export const opCompressed = 2012;
export const opMsg = 2013;

const checksumPresent = 1 << 0;
const moreToCome = 1 << 1;
const headerBytes = 16;

export interface Request {
  requestId: number;
  opCode: number;
  /** The command with its document sequences (OP_MSG kind 1 sections) folded in as arrays. */
  command: Document;
  /** From `$db` (OP_MSG) or the `db.$cmd` namespace (OP_QUERY). */
  db: string;
  /** The client expects no reply (OP_MSG moreToCome: an unacknowledged write). */
  noReply: boolean;
}

/** Splits the bytes received so far into whole messages, returning them and the incomplete rest. */
export function takeMessages(buffer: Buffer): { messages: Buffer[]; rest: Buffer } {
  const messages: Buffer[] = [];
  let offset = 0;
  while (buffer.length - offset >= 4) {
    const length = buffer.readInt32LE(offset);
    if (length < headerBytes) throw new Error(`invalid message length ${length}`);
    if (buffer.length - offset < length) break;
    messages.push(buffer.subarray(offset, offset + length));
    offset += length;
  }
  return { messages, rest: buffer.subarray(offset) };
}

const cstring = (buffer: Buffer, offset: number) => {
  const end = buffer.indexOf(0, offset);
  return { value: buffer.toString('utf8', offset, end), next: end + 1 };
};

const bsonAt = (buffer: Buffer, offset: number) => {
  const size = buffer.readInt32LE(offset);
  return { doc: deserialize(buffer.subarray(offset, offset + size)), next: offset + size };
};

function parseOpMsg(message: Buffer, requestId: number): Request {
  const flags = message.readUInt32LE(headerBytes);
  const end = message.length - (flags & checksumPresent ? 4 : 0);
  let offset = headerBytes + 4;
  let command: Document | undefined;
  const sequences: [string, Document[]][] = [];
  while (offset < end) {
    const kind = message[offset++];
    if (kind === 0) {
      ({ doc: command, next: offset } = bsonAt(message, offset));
    } else if (kind === 1) {
      const sectionEnd = offset + message.readInt32LE(offset);
      const id = cstring(message, offset + 4);
      const docs: Document[] = [];
      for (let at = id.next; at < sectionEnd;) {
        const { doc, next } = bsonAt(message, at);
        docs.push(doc);
        at = next;
      }
      sequences.push([id.value, docs]);
      offset = sectionEnd;
    } else {
      throw new Error(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!command) throw new Error('OP_MSG without a body section');
  for (const [id, docs] of sequences) command[id] = docs;
  return { requestId, opCode: opMsg, command, db: String(command.$db ?? 'admin'), noReply: (flags & moreToCome) !== 0 };
}

function parseOpQuery(message: Buffer, requestId: number): Request {
  const namespace = cstring(message, headerBytes + 4);
  const { doc } = bsonAt(message, namespace.next + 8);
  // A legacy client may wrap the command with read preference modifiers.
  const command = (doc.$query as Document | undefined) ?? doc;
  return { requestId, opCode: opQuery, command, db: namespace.value.split('.')[0]!, noReply: false };
}

export function parseRequest(message: Buffer): Request {
  const requestId = message.readInt32LE(4);
  const opCode = message.readInt32LE(12);
  if (opCode === opMsg) return parseOpMsg(message, requestId);
  if (opCode === opQuery) return parseOpQuery(message, requestId);
  // No compressor is offered in the handshake, so OP_COMPRESSED (or anything older) is a client fault.
  throw new Error(`unsupported opcode ${opCode}`);
}

let nextResponseId = 1;

const header = (length: number, responseTo: number, opCode: number) => {
  const head = Buffer.alloc(headerBytes);
  head.writeInt32LE(length, 0);
  head.writeInt32LE(nextResponseId++ & 0x7fffffff, 4);
  head.writeInt32LE(responseTo, 8);
  head.writeInt32LE(opCode, 12);
  return head;
};

/**
 * Encodes a reply in the request's protocol. Undefined fields are left out, as a server never sends a field it
 * does not have.
 */
export function encodeReply(request: Request, reply: Document): Buffer {
  const body = Buffer.from(serialize(reply, { ignoreUndefined: true }));
  if (request.opCode === opQuery) {
    // OP_REPLY: responseFlags, cursorID (int64), startingFrom, numberReturned, then the document.
    const fields = Buffer.alloc(20);
    fields.writeInt32LE(1, 16);
    return Buffer.concat([header(headerBytes + 20 + body.length, request.requestId, opReply), fields, body]);
  }
  const flagsAndKind = Buffer.alloc(5);
  return Buffer.concat([header(headerBytes + 5 + body.length, request.requestId, opMsg), flagsAndKind, body]);
}
