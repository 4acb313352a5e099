/**
 * Encrypts the sample videos under apps/api/media/samples (AES-128, a key per two segments, so the 12-second samples
 * rotate keys as a long lecture does) and writes their keys to apps/api/src/modules/media-keys/sample-keys.ts, outside
 * the served media folder; the server seals them into PostgreSQL at start (docs/decisions/082).
 * Run by scripts/generate-sample-media.sh after ffmpeg has made the clear renditions.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { encryptHlsFolder, newContentKey } from '../apps/api/src/lib/hls-encrypt.ts';

const root = path.resolve(import.meta.dirname, '..');
const samples = path.join(root, 'apps/api/media/samples');
const out = path.join(root, 'apps/api/src/modules/media-keys/sample-keys.ts');

const keys: { kid: string; mediaKey: string; seq: number; key: string }[] = [];
for (const name of (await fs.readdir(samples)).sort()) {
  const mediaKey = `samples/${name}`;
  await encryptHlsFolder(
    path.join(samples, name),
    async (count) =>
      Array.from({ length: count }, (_, seq) => {
        const k = newContentKey();
        keys.push({ kid: k.kid, mediaKey, seq, key: k.key.toString('hex') });
        return k;
      }),
    2,
  );
}
const lines = keys.map((k) => `  { kid: '${k.kid}', mediaKey: '${k.mediaKey}', seq: ${k.seq}, key: '${k.key}' },`);
await fs.writeFile(
  out,
  `// Written by scripts/encrypt-sample-media.ts: the AES-128 keys of the committed sample videos (test patterns, not
// course content). The server seals them into PostgreSQL at start; never copy them under the media folder.
export const sampleKeys: readonly { kid: string; mediaKey: string; seq: number; key: string }[] = [\n${lines.join('\n')}\n];\n`,
);
console.log(`encrypted ${keys.length} key stretches; keys in ${path.relative(root, out)}`);
