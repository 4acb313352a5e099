/**
 * Built responses kept in process, keyed by request. The catalogue changes
 * rarely and is read on every page, so a hit costs neither a query nor
 * serialization. Like the menu cache (docs/decisions/003): everything is
 * dropped when PostgreSQL announces a change, nothing is kept while change
 * notifications cannot arrive, and a value built while a change arrived is
 * not kept.
 */
export class KeyedCache<T> {
  private readonly entries = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(
    /** Caching is only safe while change notifications can reach this process. */
    private readonly canCache: () => boolean,
    /** Query strings are open-ended; past this many entries the cache starts over rather than grow. */
    private readonly maxEntries = 5000,
  ) {}

  get(key: string, build: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const generation = this.generation;
    const value = build();
    if (this.canCache()) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, value);
      const forget = () => this.entries.get(key) === value && this.entries.delete(key);
      // Failures (404s included) are not kept; a result from before a change is not kept either.
      value.then(() => generation !== this.generation && forget(), forget);
    }
    return value;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
