import { describe, expect, it, vi } from 'vitest';
import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js';
import { startedFilesLoader } from './media-loader';

const stats = (): LoaderStats => ({
  aborted: false,
  loaded: 0,
  retry: 0,
  total: 0,
  chunkCount: 0,
  bwEstimate: 0,
  loading: { start: 0, first: 0, end: 0 },
  parsing: { start: 0, end: 0 },
  buffering: { start: 0, first: 0, end: 0 },
});

/** hls.js' own loader, standing for the network: it records what it was asked. */
const network: string[] = [];
class NetworkLoader implements Loader<LoaderContext> {
  context: LoaderContext | null = null;
  stats = stats();
  constructor(readonly config: HlsConfig) {}
  load(context: LoaderContext, _config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>) {
    this.context = context;
    network.push(context.url);
    callbacks.onSuccess({ url: context.url, data: 'from the network' }, this.stats, context, null);
  }
  abort() {}
  destroy() {}
}

const config = {} as LoaderConfiguration;
const context = (url: string, responseType: 'text' | 'arraybuffer') => ({ url, responseType, type: 'manifest' }) as unknown as LoaderContext;

function load(Loader: ReturnType<typeof startedFilesLoader>, ctx: LoaderContext) {
  const loader = new Loader({} as HlsConfig);
  const onSuccess = vi.fn();
  const onAbort = vi.fn();
  loader.load(ctx, config, { onSuccess, onError: vi.fn(), onTimeout: vi.fn(), onAbort });
  return { loader, onSuccess, onAbort };
}

describe("hls.js' loader over the lecture's started files", () => {
  const bytes = (text: string) => new TextEncoder().encode(text).buffer;

  it('answers a playlist as text and a key as bytes from the start, without asking the server', async () => {
    network.length = 0;
    const files = new Map([
      ['/m/master.m3u8', Promise.resolve(bytes('#EXTM3U'))],
      ['/m/key/a.key', Promise.resolve(bytes('0123456789abcdef'))],
      ['/m/360p/seg000.m4s', Promise.resolve(bytes('video'))],
    ]);
    const Loader = startedFilesLoader(NetworkLoader, (url) => files.get(url) ?? null);
    const playlist = load(Loader, context('/m/master.m3u8', 'text'));
    const key = load(Loader, context('/m/key/a.key', 'arraybuffer'));
    // hls.js names a whole segment with a zero range.
    const segment = load(Loader, { ...context('/m/360p/seg000.m4s', 'arraybuffer'), rangeStart: 0, rangeEnd: 0 });
    await vi.waitFor(() => expect(segment.onSuccess).toHaveBeenCalled());
    expect(playlist.onSuccess.mock.calls[0]![0]).toMatchObject({ url: '/m/master.m3u8', data: '#EXTM3U', code: 200 });
    expect(new TextDecoder().decode(key.onSuccess.mock.calls[0]![0].data as ArrayBuffer)).toBe('0123456789abcdef');
    expect(key.loader.stats.loaded).toBe(16);
    expect(network).toEqual([]);
  });

  it('asks the server for what the start did not fetch, or did not get answered 200', async () => {
    network.length = 0;
    const Loader = startedFilesLoader(NetworkLoader, (url) => (url.endsWith('.key') ? Promise.resolve(null) : null));
    load(Loader, context('/m/720p/index.m3u8', 'text'));
    const key = load(Loader, context('/m/key/a.key', 'arraybuffer'));
    await vi.waitFor(() => expect(key.onSuccess).toHaveBeenCalled());
    expect(network).toEqual(['/m/720p/index.m3u8', '/m/key/a.key']);
  });

  it('a request hls.js gives up while the file is on its way is never answered', async () => {
    let arrive!: (body: ArrayBuffer) => void;
    const Loader = startedFilesLoader(NetworkLoader, () => new Promise((resolve) => (arrive = resolve)));
    const { loader, onSuccess, onAbort } = load(Loader, context('/m/360p/seg000.m4s', 'arraybuffer'));
    loader.abort();
    arrive(bytes('video'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onAbort).toHaveBeenCalledOnce();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
