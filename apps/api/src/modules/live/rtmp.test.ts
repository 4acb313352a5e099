import { describe, expect, it } from 'vitest';
import { ChunkDecoder, command, decodeAmf0, encodeAmf0, encodeMessage, MSG, RtmpError } from './rtmp.ts';

/** Decision 136: the front's RTMP reading, on byte streams as a publisher cuts them. */

const publish = ['publish', 5, null, 'live_abc', 'live'] as const;

/** Feeds `bytes` to a decoder in pieces of `size` bytes and gathers every message. */
function feed(bytes: Buffer, size: number, decoder = new ChunkDecoder()) {
  const out = [];
  for (let i = 0; i < bytes.length; i += size) out.push(...decoder.push(bytes.subarray(i, i + size)));
  return out;
}

describe('RTMP reading', () => {
  it('reads a publish command whole, however the bytes arrive', () => {
    const bytes = Buffer.concat([command(['connect', 1, { app: 'live', tcUrl: 'rtmp://h/live', fpad: false, audioCodecs: 3191 }]), command([...publish], 1)]);
    for (const size of [1, 7, 128, bytes.length]) {
      const messages = feed(bytes, size);
      expect(messages.map((m) => decodeAmf0(m.body))).toEqual([
        ['connect', 1, { app: 'live', tcUrl: 'rtmp://h/live', fpad: false, audioCodecs: 3191 }],
        [...publish],
      ]);
      expect(messages[1]?.streamId).toBe(1);
    }
  });

  it('follows the peer’s Set Chunk Size and compressed headers (formats 1–3)', () => {
    const size = Buffer.alloc(4);
    size.writeUInt32BE(4096);
    const body = encodeAmf0(['FCPublish', 3, null, 'x'.repeat(300)]);
    // Set Chunk Size 4096, then one 300-byte command in a single chunk (it would be three at 128), then the same
    // message again with a type-1 header (same stream id, new length) and a type-3 repeat.
    const first = Buffer.concat([encodeMessage({ typeId: MSG.setChunkSize, streamId: 0, timestamp: 0, body: size })]);
    const full = Buffer.from([0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    full.writeUIntBE(body.length, 4, 3);
    full[7] = MSG.amf0Command;
    const type1 = Buffer.from([0x43, 0, 0, 10, 0, 0, 0, MSG.amf0Command]);
    type1.writeUIntBE(body.length, 4, 3);
    const bytes = Buffer.concat([first, full, body, type1, body, Buffer.from([0xc3]), body]);
    const messages = feed(bytes, 5).filter((m) => m.typeId === MSG.amf0Command);
    expect(messages).toHaveLength(3);
    expect(messages.map((m) => m.timestamp)).toEqual([0, 10, 20]);
    for (const m of messages) expect(decodeAmf0(m.body)[3]).toBe('x'.repeat(300));
  });

  it('keeps extended timestamps on continuation chunks', () => {
    const body = encodeAmf0(['onStatus', 0, null, { code: 'NetStream.Publish.Start', description: 'y'.repeat(200) }]);
    const m = { typeId: MSG.amf0Command, streamId: 1, timestamp: 0x1000000, body };
    const [decoded] = feed(encodeMessage(m), 3);
    expect(decoded).toEqual(m);
  });

  it('refuses what is not RTMP: a chunk stream without a first header, a value cut short, an unknown marker', () => {
    expect(() => new ChunkDecoder().push(Buffer.from([0xc3, 1, 2, 3]))).toThrow(RtmpError);
    expect(() => decodeAmf0(Buffer.from([0x02, 0x00, 0x05, 0x61]))).toThrow(RtmpError);
    expect(() => decodeAmf0(Buffer.from([0x11]))).toThrow(RtmpError);
    // An ECMA array and a strict array (OBS sends the first in @setDataFrame, never before publish, but it must not stop the read).
    expect(decodeAmf0(Buffer.from([0x08, 0, 0, 0, 1, 0, 1, 0x61, 0x05, 0, 0, 9, 0x0a, 0, 0, 0, 1, 0x01, 1]))).toEqual([{ a: null }, [true]]);
  });
});
