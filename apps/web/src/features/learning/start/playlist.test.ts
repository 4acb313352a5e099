import { describe, expect, it } from 'vitest';
import { firstFiles, guessLowestRendition, lowestRendition } from './playlist';

const base = 'https://school.example/api/media/hls/7/m.s.e.v.sig/';

describe('the first files a player asks for', () => {
  it('picks the lowest rendition by bandwidth, wherever it is listed', () => {
    const master = ['#EXTM3U', '#EXT-X-STREAM-INF:BANDWIDTH=360000,RESOLUTION=1280x720', '720p/index.m3u8', '#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=1,BANDWIDTH=200000', '360p/index.m3u8'].join('\n');
    expect(lowestRendition(master, `${base}master.m3u8`)).toBe(`${base}360p/index.m3u8`);
    expect(lowestRendition('#EXTM3U\n', `${base}master.m3u8`)).toBeNull();
  });

  it("guesses the lowest rendition's playlist from the play answer's names, or not at all", () => {
    expect(guessLowestRendition(['720p', '1080p', '360p'], `${base}master.m3u8`)).toBe(`${base}360p/index.m3u8`);
    expect(guessLowestRendition(['hd', 7], `${base}master.m3u8`)).toBeNull();
  });

  it('finds the segment at the start position with the key in force there, under the signed prefix', () => {
    const playlist = [
      '#EXTM3U',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXT-X-KEY:METHOD=AES-128,URI="../key/a.key",IV=0x1',
      '#EXTINF:3.000000,',
      'seg000.m4s',
      '#EXT-X-KEY:METHOD=AES-128,URI="../key/b.key",IV=0x2',
      '#EXTINF:3.000000,',
      'seg001.m4s',
      '#EXT-X-ENDLIST',
    ].join('\n');
    const url = `${base}360p/index.m3u8`;
    expect(firstFiles(playlist, url, 0)).toEqual({ init: `${base}360p/init.mp4`, key: `${base}key/a.key`, segment: `${base}360p/seg000.m4s` });
    expect(firstFiles(playlist, url, 3)).toEqual({ init: `${base}360p/init.mp4`, key: `${base}key/b.key`, segment: `${base}360p/seg001.m4s` });
    // Past the end: the last segment.
    expect(firstFiles(playlist, url, 99)?.segment).toBe(`${base}360p/seg001.m4s`);
    // A clear video (uploaded before encryption): no key.
    expect(firstFiles('#EXTM3U\n#EXTINF:3,\nseg000.m4s\n', url, 0)).toEqual({ init: null, key: null, segment: `${base}360p/seg000.m4s` });
  });
});
