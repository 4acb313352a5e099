import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startS3, type TestS3 } from '../../test/s3.ts';
import { createMediaStorage, type MediaStorage } from './index.ts';

let s3: TestS3;
let scratch: string;

beforeAll(async () => {
  s3 = await startS3();
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
});
afterAll(async () => {
  await s3.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

const stores: [string, () => MediaStorage][] = [
  ['S3 (s3rver)', () => createMediaStorage(loadConfig({ ...s3.env, VIDEO_DIR: path.join(scratch, 'unused') }))],
  ['S3 under a prefix', () => createMediaStorage(loadConfig({ ...s3.env, S3_PREFIX: 'site-a/', VIDEO_DIR: path.join(scratch, 'unused') }))],
  ['local directory', () => createMediaStorage(loadConfig({ VIDEO_DIR: path.join(scratch, 'local') }))],
];

describe.each(stores)('media storage: %s', (_name, make) => {
  it('keeps an upload, a video folder and its renditions, lists and deletes them', async () => {
    const store = make();
    const source = path.join(scratch, `source-${store.kind}-${Math.random()}`);
    await fs.writeFile(source, Buffer.alloc(300_000, 7));
    await store.putFile('sources/abc', source);
    const back = path.join(scratch, `back-${Math.random()}`);
    expect(await store.download('sources/abc', back)).toBe(true);
    expect((await fs.readFile(back)).equals(Buffer.alloc(300_000, 7))).toBe(true);

    await store.put('hls/7/360p/index.m3u8', '#EXTM3U\n');
    await store.put('hls/7/720p/seg000.m4s', Buffer.from([1, 2, 3]));
    await store.put('hls/7/master.m3u8', '#EXTM3U\n360p/index.m3u8\n');
    await store.put('hls/70/master.m3u8', 'other video');
    expect(await store.list('hls/7/')).toEqual(['hls/7/360p/index.m3u8', 'hls/7/720p/seg000.m4s', 'hls/7/master.m3u8']);
    expect((await store.get('hls/7/720p/seg000.m4s'))?.equals(Buffer.from([1, 2, 3]))).toBe(true);
    expect(await store.get('hls/7/1080p/seg000.m4s')).toBeNull();
    expect(await store.download('sources/none', path.join(scratch, 'none'))).toBe(false);

    await store.deletePrefix('hls/7/');
    expect(await store.list('hls/7/')).toEqual([]);
    expect(await store.get('hls/7/master.m3u8')).toBeNull();
    expect((await store.get('hls/70/master.m3u8'))?.toString()).toBe('other video');
    await store.delete('sources/abc');
    expect(await store.get('sources/abc')).toBeNull();
    await store.deletePrefix('hls/70/');
  });

  it('refuses keys that would leave the store', async () => {
    const store = make();
    await expect(store.get('../etc/passwd')).rejects.toThrow(/invalid storage key/);
    await expect(store.put('hls/../../x', 'x')).rejects.toThrow(/invalid storage key/);
    await expect(store.list('/abs/')).rejects.toThrow(/invalid storage/);
  });
});
