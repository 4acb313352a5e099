/**
 * Built responses kept in process, keyed by request: the one cache of the API
 * (menu, catalogue, teachers, search, stock figures). A hit costs neither a
 * query nor serialization. Like the menu cache (docs/decisions/003): `invalidate`
 * drops everything when PostgreSQL announces a change, nothing is kept while
 * change notifications cannot arrive, and a value built while a change arrived
 * is not kept. Failures are never kept.
 */
export interface CacheOptions<T> {
  /** Caching is only safe while change notifications can reach this process (default: always). */
  canCache?: () => boolean;
  /** Query strings are open-ended; past this many entries the cache starts over rather than grow. */
  maxEntries?: number;
  /** Bounded by total size instead, least recently used first (e.g. 5-year stock series of ~100 kB). */
  maxSize?: { limit: number; sizeOf: (value: T) => number };
}

export class KeyedCache<T> {
  private readonly entries = new Map<string, Promise<T>>();
  /** The values of `entries` that are built, for `now`. */
  private readonly built = new Map<string, T>();
  private readonly sizes = new Map<string, number>();
  private totalSize = 0;
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
    const value = this.built.get(key);
    if (value === undefined) return this.get(key, build);
    this.touch(key);
    return value;
  }

  get(key: string, build: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      this.touch(key);
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
        if (this.entries.get(key) !== value) return;
        this.built.set(key, built);
        this.account(key, built);
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

  // Most recently used last, so eviction by size takes the oldest first.
  private touch(key: string) {
    if (!this.options.maxSize) return;
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private account(key: string, built: T) {
    const bound = this.options.maxSize;
    if (!bound) return;
    const size = bound.sizeOf(built);
    this.sizes.set(key, size);
    this.totalSize += size;
    for (const k of this.entries.keys()) {
      if (this.totalSize <= bound.limit || k === key) break;
      this.remove(k);
    }
  }

  private remove(key: string) {
    this.entries.delete(key);
    this.built.delete(key);
    this.totalSize -= this.sizes.get(key) ?? 0;
    this.sizes.delete(key);
  }

  private clear() {
    this.entries.clear();
    this.built.clear();
    this.sizes.clear();
    this.totalSize = 0;
  }
}
