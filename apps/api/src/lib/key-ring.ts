/**
 * Keys with ids, for rotation without signing anyone out or losing sealed data (docs/decisions/089).
 * New tokens, links and sealed values are made with the current key and carry its id; those made with an older key
 * still read while that key is listed; values without an id (made before key ids existed) read with the key whose
 * id is empty — the "legacy" key, which is the current one until a first rotation gives the current key an id.
 */
export interface RingKey<K> {
  /** `[a-z0-9]{1,16}`, or '' for the key of values made without an id. */
  id: string;
  key: K;
}

export const KEY_ID = /^[a-z0-9]{1,16}$/;

export class KeyRing<K> {
  private readonly byId = new Map<string, K>();

  constructor(
    readonly current: RingKey<K>,
    previous: readonly RingKey<K>[] = [],
  ) {
    for (const k of [current, ...previous]) {
      if (k.id !== '' && !KEY_ID.test(k.id)) throw new Error(`not a key id: ${k.id}`);
      if (this.byId.has(k.id)) throw new Error(`key id listed twice: ${k.id || '(none)'}`);
      this.byId.set(k.id, k.key);
    }
  }

  /** A ring of one key without an id: today's single-key behaviour. */
  static single<K>(key: K): KeyRing<K> {
    return new KeyRing({ id: '', key });
  }

  /** The key values carrying this id were made with ('' = values without an id), or undefined when not kept. */
  get(id: string): K | undefined {
    return this.byId.get(id);
  }

  /** Every key, the current one first. */
  get all(): RingKey<K>[] {
    return [...this.byId].map(([id, key]) => ({ id, key }));
  }

  /** The same ids over derived keys (e.g. per-purpose keys derived once, not per use). */
  map<T>(derive: (key: K) => T): KeyRing<T> {
    const [current, ...previous] = this.all.map((k) => ({ id: k.id, key: derive(k.key) }));
    return new KeyRing(current!, previous);
  }
}

/**
 * `X_PREVIOUS` as configured: `id:key,id:key`, where an empty id (`:key`) is the key the values without an id were
 * made with. A key cannot contain a comma; it may contain colons (only the first separates the id).
 */
export function parseKeyList(text: string): { keys: RingKey<string>[] } | { error: string } {
  const keys: RingKey<string>[] = [];
  for (const entry of text.split(',').map((s) => s.trim())) {
    const colon = entry.indexOf(':');
    if (colon < 0) return { error: 'each entry is id:key (an empty id, ":key", for the key of values made before key ids)' };
    const id = entry.slice(0, colon);
    if (id !== '' && !KEY_ID.test(id)) return { error: `key id "${id}" must be 1–16 of a-z and 0-9` };
    keys.push({ id, key: entry.slice(colon + 1) });
  }
  return { keys };
}

/** The ring configuration names: `X` (the current key), `X_ID` (its id) and `X_PREVIOUS` (older keys, read only). */
export function configuredRing(current: string, id: string | undefined, previous: readonly RingKey<string>[] | undefined): KeyRing<string> {
  return new KeyRing({ id: id ?? '', key: current }, previous ?? []);
}
