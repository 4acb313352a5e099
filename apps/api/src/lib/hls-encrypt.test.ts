import { createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { encryptHlsFolder, newContentKey, type ContentKey } from './hls-encrypt.ts';

let dir: string;
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

/** A packaged video as ffmpeg leaves it: master, two renditions, an init section and `count` segments each. */
async function clearVideo(count: number) {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hls-encrypt-'));
  await fs.writeFile(path.join(dir, 'master.m3u8'), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n360p/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=2\n720p/index.m3u8\n');
  const plain = new Map<string, Buffer>();
  for (const r of ['360p', '720p']) {
    await fs.mkdir(path.join(dir, r));
    const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-TARGETDURATION:3', '#EXT-X-MAP:URI="init.mp4"'];
    await fs.writeFile(path.join(dir, r, 'init.mp4'), 'init');
    for (let i = 0; i < count; i++) {
      const name = `seg${String(i).padStart(3, '0')}.m4s`;
      const body = randomBytes(1000 + i);
      plain.set(`${r}/${name}`, body);
      await fs.writeFile(path.join(dir, r, name), body);
      lines.push('#EXTINF:3.000000,', name);
    }
    await fs.writeFile(path.join(dir, r, 'index.m3u8'), `${lines.join('\n')}\n#EXT-X-ENDLIST\n`);
  }
  return plain;
}

describe('encryptHlsFolder', () => {
  it('encrypts every segment with a key per stretch shared by the renditions, a fresh IV each, the init section clear', async () => {
    const plain = await clearVideo(12);
    const issued: ContentKey[] = [];
    await encryptHlsFolder(dir, async (count) => {
      for (let i = 0; i < count; i++) issued.push(newContentKey());
      return issued;
    });
    expect(issued).toHaveLength(2); // 12 segments, 10 per key
    const ivs = new Set<string>();
    for (const r of ['360p', '720p']) {
      const playlist = await fs.readFile(path.join(dir, r, 'index.m3u8'), 'utf8');
      expect(playlist.indexOf('#EXT-X-MAP')).toBeLessThan(playlist.indexOf('#EXT-X-KEY'));
      expect(await fs.readFile(path.join(dir, r, 'init.mp4'), 'utf8')).toBe('init');
      const lines = playlist.split('\n');
      for (let i = 0; i < 12; i++) {
        const name = `seg${String(i).padStart(3, '0')}.m4s`;
        const keyLine = lines[lines.indexOf(name) - 2]!;
        const [, kid, iv] = /^#EXT-X-KEY:METHOD=AES-128,URI="\.\.\/key\/([0-9a-f]{16})\.key",IV=0x([0-9a-f]{32})$/.exec(keyLine)!;
        expect(kid).toBe(issued[i < 10 ? 0 : 1]!.kid);
        ivs.add(iv!);
        const stored = await fs.readFile(path.join(dir, r, name));
        expect(stored.equals(plain.get(`${r}/${name}`)!)).toBe(false);
        const decipher = createDecipheriv('aes-128-cbc', issued[i < 10 ? 0 : 1]!.key, Buffer.from(iv!, 'hex'));
        expect(Buffer.concat([decipher.update(stored), decipher.final()]).equals(plain.get(`${r}/${name}`)!)).toBe(true);
      }
    }
    expect(ivs.size).toBe(24);
  });

  it('refuses a video already encrypted (never twice)', async () => {
    await clearVideo(2);
    const issue = async (count: number) => Array.from({ length: count }, () => newContentKey());
    await encryptHlsFolder(dir, issue);
    await expect(encryptHlsFolder(dir, issue)).rejects.toThrow(/already encrypted/);
  });
});
