/**
 * Just enough RTMP (Adobe's RTMP specification 1.0, §5 chunk stream and §7 commands; AMF0 for the command bodies) for
 * the ingest front (decision 136) to read a publisher's commands up to `publish`, answer them, and re-chunk what
 * ffmpeg answers afterwards. Media is never decoded here: after `publish` the bytes go through untouched.
 */

export type Amf = number | boolean | string | null | undefined | Date | AmfObject | Amf[];
export interface AmfObject {
  [key: string]: Amf;
}

export interface RtmpMessage {
  typeId: number;
  streamId: number;
  timestamp: number;
  body: Buffer;
}

/** Message types the front meets (§5.4, §7.1). */
export const MSG = { setChunkSize: 1, abort: 2, ack: 3, userControl: 4, windowAckSize: 5, setPeerBandwidth: 6, amf3Command: 17, amf0Command: 20 } as const;

/** A malformed stream: the front closes the socket. */
export class RtmpError extends Error {}

const OBJECT_END = 0x09;

/** Reads AMF0 values from `buf` until it is used up (a command is a list of values: name, transaction id, …). */
export function decodeAmf0(buf: Buffer): Amf[] {
  const out: Amf[] = [];
  let pos = 0;
  const need = (n: number) => {
    if (pos + n > buf.length) throw new RtmpError('AMF0 value cut short');
  };
  const str = (lenBytes: 2 | 4): string => {
    need(lenBytes);
    const len = lenBytes === 2 ? buf.readUInt16BE(pos) : buf.readUInt32BE(pos);
    pos += lenBytes;
    need(len);
    const s = buf.toString('utf8', pos, pos + len);
    pos += len;
    return s;
  };
  const props = (into: AmfObject): AmfObject => {
    for (;;) {
      const key = str(2);
      need(1);
      if (key === '' && buf[pos] === OBJECT_END) {
        pos += 1;
        return into;
      }
      into[key] = value(0);
    }
  };
  const value = (depth: number): Amf => {
    if (depth > 16) throw new RtmpError('AMF0 nested too deep');
    need(1);
    const marker = buf[pos++];
    switch (marker) {
      case 0x00: {
        need(8);
        const n = buf.readDoubleBE(pos);
        pos += 8;
        return n;
      }
      case 0x01:
        need(1);
        return buf[pos++] !== 0;
      case 0x02:
        return str(2);
      case 0x03:
        return props({});
      case 0x05:
        return null;
      case 0x06:
        return undefined;
      case 0x08:
        need(4);
        pos += 4; // the count is a hint; the properties end with the object end marker like an object's
        return props({});
      case 0x0a: {
        need(4);
        const count = buf.readUInt32BE(pos);
        pos += 4;
        if (count > 1024) throw new RtmpError('AMF0 array too long');
        return Array.from({ length: count }, () => value(depth + 1));
      }
      case 0x0b: {
        need(10);
        const ms = buf.readDoubleBE(pos);
        pos += 10;
        return new Date(ms);
      }
      case 0x0c:
        return str(4);
      default:
        throw new RtmpError(`AMF0 marker ${String(marker)} not supported`);
    }
  };
  while (pos < buf.length) out.push(value(0));
  return out;
}

export function encodeAmf0(values: Amf[]): Buffer {
  const parts: Buffer[] = [];
  const str = (s: string) => {
    const b = Buffer.from(s, 'utf8');
    const len = Buffer.alloc(2);
    len.writeUInt16BE(b.length);
    parts.push(len, b);
  };
  const value = (v: Amf): void => {
    if (typeof v === 'number') {
      const b = Buffer.alloc(9);
      b[0] = 0x00;
      b.writeDoubleBE(v, 1);
      parts.push(b);
    } else if (typeof v === 'boolean') parts.push(Buffer.from([0x01, v ? 1 : 0]));
    else if (typeof v === 'string') {
      parts.push(Buffer.from([0x02]));
      str(v);
    } else if (v === null) parts.push(Buffer.from([0x05]));
    else if (v === undefined) parts.push(Buffer.from([0x06]));
    else if (v instanceof Date || Array.isArray(v)) throw new RtmpError('not written by the front');
    else {
      parts.push(Buffer.from([0x03]));
      for (const [k, inner] of Object.entries(v)) {
        str(k);
        value(inner);
      }
      parts.push(Buffer.from([0x00, 0x00, OBJECT_END]));
    }
  };
  for (const v of values) value(v);
  return Buffer.concat(parts);
}

interface ChunkState {
  timestamp: number;
  delta: number;
  length: number;
  typeId: number;
  streamId: number;
  extended: boolean;
  parts: Buffer[];
  received: number;
}

/** The largest message the front accepts before `publish` (commands are small; video never reaches the parser). */
const MAX_MESSAGE = 1 << 20;

/**
 * Turns a chunk stream into messages (§5.3): the four header formats, extended timestamps, the peer's Set Chunk Size
 * (applied at once, as the next chunk is already cut to it). Fed bytes as they arrive; keeps what it cannot use yet.
 */
export class ChunkDecoder {
  private chunkSize = 128;
  private pending: Buffer = Buffer.alloc(0);
  private readonly streams = new Map<number, ChunkState>();

  push(data: Buffer): RtmpMessage[] {
    this.pending = this.pending.length === 0 ? data : Buffer.concat([this.pending, data]);
    const out: RtmpMessage[] = [];
    for (;;) {
      const used = this.readChunk(out);
      if (used === 0) return out;
      this.pending = this.pending.subarray(used);
    }
  }

  /** Reads one chunk from `pending`; 0 when it is not all there yet. */
  private readChunk(out: RtmpMessage[]): number {
    const b = this.pending;
    if (b.length < 1) return 0;
    const fmt = b.readUInt8(0) >> 6;
    let csid = b.readUInt8(0) & 0x3f;
    let pos = 1;
    if (csid === 0) {
      if (b.length < 2) return 0;
      csid = 64 + b.readUInt8(1);
      pos = 2;
    } else if (csid === 1) {
      if (b.length < 3) return 0;
      csid = 64 + b.readUInt8(1) + b.readUInt8(2) * 256;
      pos = 3;
    }
    const headerLen = fmt === 0 ? 11 : fmt === 1 ? 7 : fmt === 2 ? 3 : 0;
    if (b.length < pos + headerLen) return 0;
    const prev = this.streams.get(csid);
    if (fmt !== 0 && !prev) throw new RtmpError(`chunk stream ${String(csid)} starts without a full header`);
    const s: ChunkState = prev ?? { timestamp: 0, delta: 0, length: 0, typeId: 0, streamId: 0, extended: false, parts: [], received: 0 };
    let ts = 0;
    let length = s.length;
    let typeId = s.typeId;
    let streamId = s.streamId;
    if (fmt <= 2) ts = b.readUIntBE(pos, 3);
    if (fmt <= 1) {
      length = b.readUIntBE(pos + 3, 3);
      typeId = b.readUInt8(pos + 6);
    }
    if (fmt === 0) streamId = b.readUInt32LE(pos + 7);
    pos += headerLen;
    const extended = fmt === 3 ? s.extended : ts === 0xffffff;
    if (extended) {
      if (b.length < pos + 4) return 0;
      ts = b.readUInt32BE(pos);
      pos += 4;
    }
    if (length > MAX_MESSAGE) throw new RtmpError('message too large');
    const starting = s.received === 0;
    const take = Math.min(this.chunkSize, length - (starting ? 0 : s.received));
    if (b.length < pos + take) return 0;
    // Only now that the whole chunk is here does its header change the stream's state.
    if (starting) {
      if (fmt === 0) s.timestamp = ts;
      else if (fmt === 1 || fmt === 2) {
        s.delta = ts;
        s.timestamp += ts;
      } else s.timestamp += s.delta;
      s.length = length;
      s.typeId = typeId;
      s.streamId = streamId;
    }
    s.extended = extended;
    s.parts.push(b.subarray(pos, pos + take));
    s.received += take;
    this.streams.set(csid, s);
    if (s.received >= s.length) {
      const body = Buffer.concat(s.parts);
      s.parts = [];
      s.received = 0;
      if (s.typeId === MSG.setChunkSize) {
        if (body.length < 4) throw new RtmpError('short Set Chunk Size');
        this.chunkSize = Math.max(1, body.readUInt32BE(0) & 0x7fffffff);
      }
      out.push({ typeId: s.typeId, streamId: s.streamId, timestamp: s.timestamp, body });
    }
    return pos + take;
  }
}

/** Writes a message as format-0 chunks of the default 128 bytes (the front never changes its own chunk size). */
export function encodeMessage(m: RtmpMessage): Buffer {
  const csid = m.typeId <= MSG.setPeerBandwidth ? 2 : 3;
  const parts: Buffer[] = [];
  const extended = m.timestamp >= 0xffffff;
  for (let off = 0; off < m.body.length || off === 0; off += 128) {
    const first = off === 0;
    const header = Buffer.alloc(first ? 12 : 1);
    header[0] = ((first ? 0 : 3) << 6) | csid;
    if (first) {
      header.writeUIntBE(extended ? 0xffffff : m.timestamp, 1, 3);
      header.writeUIntBE(m.body.length, 4, 3);
      header[7] = m.typeId;
      header.writeUInt32LE(m.streamId, 8);
    }
    parts.push(header);
    if (extended) {
      const ext = Buffer.alloc(4);
      ext.writeUInt32BE(m.timestamp);
      parts.push(ext);
    }
    parts.push(m.body.subarray(off, off + 128));
    if (m.body.length === 0) break;
  }
  return Buffer.concat(parts);
}

export function command(values: Amf[], streamId = 0): Buffer {
  return encodeMessage({ typeId: MSG.amf0Command, streamId, timestamp: 0, body: encodeAmf0(values) });
}

export function control(typeId: number, body: Buffer): Buffer {
  return encodeMessage({ typeId, streamId: 0, timestamp: 0, body });
}

export const HANDSHAKE_SIZE = 1536;
