import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js';
import { takeStartedFile } from './starts';

export type LoaderClass = new (config: HlsConfig) => Loader<LoaderContext>;

/**
 * hls.js' loader (config.loader: playlists, keys and segments), taking first what the lecture's start fetched for
 * it (starts.ts: the master playlist, the lowest rendition's playlist, the first key, init section and segment),
 * each once, waiting for one still on its way rather than asking the server a second time. Everything else, and a
 * file the start did not get answered 200, goes through hls.js' own loader with the stream guard's `xhrSetup`, so
 * the server's refusals (3040, session codes) are heard as before.
 */
export function startedFilesLoader(Base: LoaderClass, take: (url: string) => Promise<ArrayBuffer | null> | null = takeStartedFile): LoaderClass {
  return class StartedFilesLoader implements Loader<LoaderContext> {
    private readonly inner: Loader<LoaderContext>;
    /** The request waiting for a started file (null once it is answered or handed to the inner loader). */
    private waiting: { context: LoaderContext; callbacks: LoaderCallbacks<LoaderContext> } | null = null;

    constructor(config: HlsConfig) {
      this.inner = new Base(config);
    }

    get context(): LoaderContext | null {
      return this.waiting?.context ?? this.inner.context;
    }

    set context(context: LoaderContext | null) {
      this.inner.context = context;
    }

    /** One stats object throughout (hls.js keeps a reference to it as the request's). */
    get stats(): LoaderStats {
      return this.inner.stats;
    }

    set stats(stats: LoaderStats) {
      this.inner.stats = stats;
    }

    load(context: LoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>): void {
      // A byte range (rangeEnd 0 or absent: the whole file, as hls.js' own loaders read it) is never a started file.
      const file = context.rangeEnd ? null : take(context.url);
      if (!file) return this.inner.load(context, config, callbacks);
      const waiting = { context, callbacks };
      this.waiting = waiting;
      const askedAt = performance.now();
      void file.then((body) => {
        if (this.waiting !== waiting) return;
        this.waiting = null;
        if (!body) return this.inner.load(context, config, callbacks);
        const { stats } = this;
        stats.loading.start = askedAt;
        stats.loading.first = stats.loading.end = performance.now();
        stats.loaded = stats.total = body.byteLength;
        const data = context.responseType === 'arraybuffer' ? body : new TextDecoder().decode(body);
        callbacks.onSuccess({ url: context.url, data, code: 200 }, stats, context, null);
      });
    }

    abort(): void {
      const waiting = this.waiting;
      this.waiting = null;
      if (!waiting) return this.inner.abort();
      this.stats.aborted = true;
      waiting.callbacks.onAbort?.(this.stats, waiting.context, null);
    }

    destroy(): void {
      this.waiting = null;
      this.inner.destroy();
    }
  };
}
