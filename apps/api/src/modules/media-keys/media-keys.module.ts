import type { Db } from '../../db/client.ts';
import { Sealer } from '../../lib/sealer.ts';
import { SEAL } from '../../lib/configured-keys.ts';
import type { KeyRing } from '../../lib/key-ring.ts';
import { MediaKeyService } from './media-keys.service.ts';

/** Videos are AES-128 encrypted; their keys are sealed in PostgreSQL and served to the stream's member (decision 082). */
export async function createMediaKeys(d: { db: Db; master: KeyRing<Buffer> }): Promise<{ keys: MediaKeyService }> {
  const keys = new MediaKeyService(d.db, new Sealer(d.master, SEAL.mediaKeys));
  await keys.registerSamples();
  return { keys };
}
