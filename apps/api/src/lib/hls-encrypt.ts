import { createCipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A content key of one video: its id (in the key URL) and its 16 bytes. */
export interface ContentKey {
  kid: string;
  key: Buffer;
}

/** A new random content key; the id is what the playlists name it by (`key/<kid>.key`). */
export function newContentKey(): ContentKey {
  return { kid: randomBytes(8).toString('hex'), key: randomBytes(16) };
}

/** Segments sharing one key: 10 segments of 3 s is a new key request every 30 s of playback. */
export const SEGMENTS_PER_KEY = 10;

/** AES-128-CBC with PKCS#7 padding: HLS `METHOD=AES-128` (RFC 8216 §4.3.2.4). */
export function encryptSegment(plain: Buffer, key: Buffer, iv: Buffer): Buffer {
  const cipher = createCipheriv('aes-128-cbc', key, iv);
  return Buffer.concat([cipher.update(plain), cipher.final()]);
}

const uriLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));

/**
 * Encrypts a packaged HLS video in place (master.m3u8 and its variant playlists under `dir`), whatever made it:
 * every media segment with AES-128, a key per `segmentsPerKey` segments (the same keys in every rendition, so a
 * quality switch asks for no other key), a fresh IV per segment, and an `#EXT-X-KEY` line before each segment
 * naming its key by a URL relative to the playlist (`../key/<kid>.key`): it stays under the signed prefix.
 * The initialisation section (`#EXT-X-MAP`, codec set-up only, no picture) stays clear: the key lines come after it.
 * Keys come from `issue`, which stores them (sealed, in PostgreSQL): never written to disk here.
 * A video already encrypted is refused rather than encrypted twice.
 */
export async function encryptHlsFolder(dir: string, issue: (count: number) => Promise<ContentKey[]>, segmentsPerKey = SEGMENTS_PER_KEY): Promise<void> {
  const master = await fs.readFile(path.join(dir, 'master.m3u8'), 'utf8');
  const variants = await Promise.all(
    uriLines(master).map(async (uri) => {
      const file = path.resolve(dir, uri);
      if (!file.startsWith(path.resolve(dir) + path.sep)) throw new Error(`variant outside the video folder: ${uri}`);
      return { file, text: await fs.readFile(file, 'utf8') };
    }),
  );
  if (variants.some((v) => v.text.includes('#EXT-X-KEY'))) throw new Error(`already encrypted: ${dir}`);
  const most = Math.max(0, ...variants.map((v) => uriLines(v.text).length));
  const keys = await issue(Math.max(1, Math.ceil(most / segmentsPerKey)));
  for (const v of variants) {
    const base = path.dirname(v.file);
    const toRoot = path.relative(base, dir).split(path.sep).filter(Boolean).join('/');
    const out: string[] = [];
    let index = 0;
    let pending: { key: Buffer; iv: Buffer } | null = null;
    for (const line of v.text.split('\n')) {
      const l = line.trim();
      if (l.startsWith('#EXTINF')) {
        const { kid, key } = keys[Math.floor(index / segmentsPerKey)]!;
        const iv = randomBytes(16);
        out.push(`#EXT-X-KEY:METHOD=AES-128,URI="${toRoot ? `${toRoot}/` : ''}key/${kid}.key",IV=0x${iv.toString('hex')}`);
        pending = { key, iv };
      } else if (pending && l !== '' && !l.startsWith('#')) {
        const file = path.resolve(base, l);
        if (!file.startsWith(path.resolve(dir) + path.sep)) throw new Error(`segment outside the video folder: ${l}`);
        await fs.writeFile(file, encryptSegment(await fs.readFile(file), pending.key, pending.iv));
        index++;
        pending = null;
      }
      out.push(line);
    }
    await fs.writeFile(v.file, out.join('\n'));
  }
}
