import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lectures } from '../../db/schema/index.ts';
import { SAMPLE_MEDIA_KEYS, SAMPLE_MEDIA_SECONDS } from '../../db/seed/data.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('lecture durations (issue 33: the curriculum said 4:29 for a 0:12 sample video)', () => {
  it('the committed sample videos are as long as the seed says', async () => {
    for (const key of SAMPLE_MEDIA_KEYS) {
      const playlist = await fs.readFile(path.join(t.config.MEDIA_DIR, key, '360p', 'index.m3u8'), 'utf8');
      const seconds = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((n, m) => n + Number(m[1]), 0);
      expect(Math.round(seconds), key).toBe(SAMPLE_MEDIA_SECONDS);
    }
  });

  it('a lecture showing a sample video lists the video’s own length', async () => {
    const [sample] = await t.database.db.select({ lcNo: lectures.lcNo, courseSn: lectures.courseSn }).from(lectures).where(eq(lectures.mediaKey, SAMPLE_MEDIA_KEYS[0])).limit(1);
    const menu = (await t.request({ method: 'GET', url: `/api/rs/menu/${sample!.courseSn}` })).json<{ data: { list: { lc_no: number; duration: number }[] } }>();
    expect(menu.data.list.find((l) => l.lc_no === sample!.lcNo)?.duration).toBe(SAMPLE_MEDIA_SECONDS);
  });
});
