import { PreparedBody } from './json-body.ts';

/**
 * Built responses kept in process, keyed by request: the one cache of the API
 * (menu, catalogue, teachers, search, stock figures). A hit costs neither a
 * query nor serialization. Like the menu cache (docs/decisions/003): `invalidate`
 * drops everything when PostgreSQL announces a change, nothing is kept while
 * change notifications cannot arrive, and a value built while a change arrived
 * is not kept. Failures are never kept.
 */
/** A body the cache no longer holds is no longer answered from the fast lane (prepared.ts). */
function retire(value: unknown) {
  if (value instanceof PreparedBody) value.retired = true;
}

export interface CacheOptions<T> {
  /** Caching is only safe while change notifications can reach this process (default: always). */
  canCache?: () => boolean;
  /** Query strings are open-ended; past this many entries the cache starts over rather than grow. */
  maxEntries?: number;
  /** Bounded by total size instead, least recently used first (e.g. 5-year stock series of ~100 kB). */
  maxSize?: { limit: number; sizeOf: (value: T) => number };
}

/** A built value, its size (when the cache is bounded by size) and when it was last handed out. */
interface Built<T> {
  value: T;
  size: number;
  usedAt: number;
}

export class KeyedCache<T> {
  private readonly entries = new Map<string, Promise<T>>();
  /** The values of `entries` that are built. */
  private readonly built = new Map<string, Built<T>>();
  private totalSize = 0;
  private clock = 0;
  private generation = 0;
  private readonly canCache: () => boolean;
  private readonly maxEntries: number;

  constructor(private readonly options: CacheOptions<T> = {}) {
    this.canCache = options.canCache ?? (() => true);
    this.maxEntries = options.maxEntries ?? 5000;
  }

  /**
   * The value itself once it is built, else as `get`. A cached read answered this way costs no promise and no
   * microtask per request (issue 13).
   */
  now(key: string, build: () => Promise<T>): T | Promise<T> {
    const hit = this.built.get(key);
    if (!hit) return this.get(key, build);
    hit.usedAt = ++this.clock;
    return hit.value;
  }

  get(key: string, build: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      const built = this.built.get(key);
      if (built) built.usedAt = ++this.clock;
      return hit;
    }
    const generation = this.generation;
    const value = build();
    if (this.canCache()) {
      if (this.entries.size >= this.maxEntries) this.clear();
      this.entries.set(key, value);
      const forget = () => this.entries.get(key) === value && this.remove(key);
      value.then((built) => {
        // A result from before a change is not kept.
        if (generation !== this.generation) return forget();
        if (this.entries.get(key) === value) this.keep(key, built);
      }, forget);
    }
    return value;
  }

  invalidate(): void {
    this.generation++;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, value: T) {
    const bound = this.options.maxSize;
    const size = bound ? bound.sizeOf(value) : 0;
    if (value instanceof PreparedBody) value.held = true;
    this.built.set(key, { value, size, usedAt: ++this.clock });
    this.totalSize += size;
    if (!bound || this.totalSize <= bound.limit) return;
    // The least recently used go first, down to nine tenths of the bound, so a full cache sorts once per tenth of
    // its size rather than on every new value. (A hit only stamps its use: reordering a map on every hit was
    // measurable on the stock search, issue 13.)
    const oldest = [...this.built].filter(([k]) => k !== key).sort((a, b) => a[1].usedAt - b[1].usedAt);
    for (const [k] of oldest) {
      if (this.totalSize <= bound.limit * 0.9) break;
      this.remove(k);
    }
  }

  private remove(key: string) {
    retire(this.built.get(key)?.value);
    this.entries.delete(key);
    this.totalSize -= this.built.get(key)?.size ?? 0;
    this.built.delete(key);
  }

  private clear() {
    for (const { value } of this.built.values()) retire(value);
    this.entries.clear();
    this.built.clear();
    this.totalSize = 0;
  }
}
