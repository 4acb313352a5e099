import type { Db } from '../../db/client.ts';
import { newContentKey, type ContentKey } from '../../lib/hls-encrypt.ts';
import type { Sealer } from '../../lib/sealer.ts';
import { findKey, findKeysOf, replaceKeys, upsertKeys } from './media-keys.queries.ts';
import { sampleKeys } from './sample-keys.ts';

/** A key as the key route answers it: the 16 bytes and the video they belong to. */
export interface OpenedKey {
  mediaKey: string;
  key: Buffer;
}

const KID = /^[a-f0-9]{16}$/;

/**
 * The content keys of the encrypted videos (docs/decisions/082): issued when a video is packaged, kept sealed in
 * PostgreSQL, opened for the key route. An opened key never changes (a new packaging makes new kids), so each is
 * opened once per process and kept.
 */
export class MediaKeyService {
  private readonly opened = new Map<string, OpenedKey>();

  constructor(
    private readonly db: Db,
    private readonly sealer: Sealer,
  ) {}

  /** `count` new keys for the video, replacing any it had; the packager encrypts its segments with them. */
  async issue(mediaKey: string, count: number): Promise<ContentKey[]> {
    const keys = Array.from({ length: count }, () => newContentKey());
    await replaceKeys(
      this.db,
      mediaKey,
      keys.map((k, seq) => ({ kid: k.kid, mediaKey, seq, sealed: this.sealer.seal(k.key.toString('base64')) })),
    );
    return keys;
  }

  /**
   * A key whose bytes already exist (a live broadcast's, decision 141) under a new kid of `mediaKey`, replacing any it
   * had: the recording of a broadcast keeps the broadcast's key, and the key route finds it under the video's media key.
   */
  async adopt(mediaKey: string, key: Buffer): Promise<ContentKey> {
    const { kid } = newContentKey();
    await replaceKeys(this.db, mediaKey, [{ kid, mediaKey, seq: 0, sealed: this.sealer.seal(key.toString('base64')) }]);
    return { kid, key };
  }

  /** The key named `kid`, or null when there is none (or it cannot be opened with this server's key). */
  async open(kid: string): Promise<OpenedKey | null> {
    if (!KID.test(kid)) return null;
    const known = this.opened.get(kid);
    if (known) return known;
    const row = await findKey(this.db, kid);
    const plain = row ? this.sealer.open(row.sealed) : null;
    if (!row || plain === null) return null;
    const key = Buffer.from(plain, 'base64');
    if (key.length !== 16) return null;
    const entry = { mediaKey: row.mediaKey, key };
    if (this.opened.size >= 10_000) this.opened.clear();
    this.opened.set(kid, entry);
    return entry;
  }

  /** Every key of a video, opened (an offline licence hands them to one device); a key that cannot be opened is left out. */
  async allOf(mediaKey: string): Promise<{ kid: string; key: Buffer }[]> {
    const out: { kid: string; key: Buffer }[] = [];
    for (const row of await findKeysOf(this.db, mediaKey)) {
      const opened = await this.open(row.kid);
      if (opened) out.push({ kid: row.kid, key: opened.key });
    }
    return out;
  }

  /**
   * The keys of the committed sample videos (scripts/generate-sample-media.sh writes them to sample-keys.ts beside
   * this file, outside the served media folder). They protect test patterns only; sealed at every start, so a changed
   * IDENTITY_ENCRYPTION_KEY never leaves the samples unplayable.
   */
  async registerSamples(): Promise<void> {
    await upsertKeys(
      this.db,
      sampleKeys.map((k) => ({ kid: k.kid, mediaKey: k.mediaKey, seq: k.seq, sealed: this.sealer.seal(Buffer.from(k.key, 'hex').toString('base64')) })),
    );
  }
}
