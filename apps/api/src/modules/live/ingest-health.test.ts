import { describe, expect, it } from 'vitest';
import { ByteMeter, droppedFrames } from './ingest-front.ts';

/** Decision 141: the figures the console's 라이브 현황 shows for a push. */
describe('ingest health', () => {
  it('the bitrate is the bytes of the last 5 whole seconds, the second under way left out', () => {
    let now = 1_000_000;
    const meter = new ByteMeter(() => now);
    for (let s = 0; s < 8; s += 1) {
      meter.add(250_000); // 2 Mbit in that second
      now += 1000;
    }
    meter.add(999_999); // the current second: not counted yet
    expect(meter.kbps()).toBe(2000);
    // Nothing arrives for 6 s: the rate falls to zero.
    now += 6000;
    expect(meter.kbps()).toBe(0);
  });

  it('dropped frames are the last drop_frames= of ffmpeg -progress', () => {
    expect(droppedFrames('frame=30\ndrop_frames=0\nprogress=continue\nframe=60\ndrop_frames=4\nprogress=continue\n')).toBe(4);
    expect(droppedFrames('frame=30\nprogress=continue\n')).toBeNull();
  });
});
