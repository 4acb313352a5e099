/**
 * One 1080p transcode as a worker runs it (the same probe + transcode code, ffmpeg at the lowest priority, with the
 * worker's TRANSCODE_THREADS and TRANSCODE_YIELD), for bench/transcode-load.ts: `node --import tsx bench/transcode-job.ts <source> <out dir>`.
 */
import { bundledFfmpeg, probe, transcode } from '../apps/api/src/modules/admin-videos/transcode.ts';
import { newContentKey } from '../apps/api/src/lib/hls-encrypt.ts';

const [input, out] = process.argv.slice(2);
if (!input || !out) throw new Error('usage: transcode-job.ts <source> <out dir>');
const ffmpeg = bundledFfmpeg();
const source = await probe(ffmpeg, input);
let last = -1;
await transcode(
  ffmpeg,
  input,
  out,
  source,
  (f) => {
    const p = Math.floor(f * 10);
    if (p !== last) process.stdout.write(`${(last = p) * 10}% `);
  },
  async (n) => Array.from({ length: n }, () => newContentKey()), // encrypted as a worker packages it (decision 082)
  { threads: Number(process.env.TRANSCODE_THREADS) || undefined, yieldWhenBusy: process.env.TRANSCODE_YIELD === 'true' },
);
