/**
 * What a player asks for first, read from the playlists: the lowest rendition (hls.js starts there, `startLevel: 0`),
 * then, for the segment that holds the start position, its key, the rendition's init section and the segment itself.
 * Every URL comes back absolute, resolved as hls.js resolves it, so the two sides name a file the same way.
 */
export function lowestRendition(master: string, masterUrl: string): string | null {
  let lowest: { bandwidth: number; uri: string } | null = null;
  let bandwidth: number | null = null;
  for (const line of lines(master)) {
    if (line.startsWith('#EXT-X-STREAM-INF:')) bandwidth = Number(/[:,]BANDWIDTH=(\d+)/.exec(line)?.[1] ?? Infinity);
    else if (!line.startsWith('#') && bandwidth !== null) {
      if (!lowest || bandwidth < lowest.bandwidth) lowest = { bandwidth, uri: line };
      bandwidth = null;
    }
  }
  return lowest ? new URL(lowest.uri, masterUrl).href : null;
}

/**
 * The lowest rendition's playlist as the play answer names the renditions (`360p`, `720p`: the URL contract of
 * decision 082, `{rendition}/index.m3u8` beside the master), so it can be asked for beside the master playlist rather
 * than after it. A guess the master playlist then confirms (lowestRendition); null when the names carry no height.
 */
export function guessLowestRendition(renditions: readonly unknown[], masterUrl: string): string | null {
  const heights = renditions.filter((name): name is string => typeof name === 'string' && /^\d+p$/.test(name)).sort((a, b) => Number.parseInt(a) - Number.parseInt(b));
  return heights[0] ? new URL(`${heights[0]}/index.m3u8`, masterUrl).href : null;
}

export interface FirstFiles {
  init: string | null;
  /** The AES-128 key of the segment (null for a clear rendition). */
  key: string | null;
  segment: string;
}

/** The files of the segment playing at `startAt` seconds (the last one when it is past the end). */
export function firstFiles(rendition: string, renditionUrl: string, startAt: number): FirstFiles | null {
  const at = (uri: string) => new URL(uri, renditionUrl).href;
  let init: string | null = null;
  let key: string | null = null;
  let duration = 0;
  let elapsed = 0;
  let found: FirstFiles | null = null;
  for (const line of lines(rendition)) {
    if (line.startsWith('#EXT-X-MAP:')) init = uriOf(line, at);
    else if (line.startsWith('#EXT-X-KEY:')) key = /METHOD=NONE/.test(line) ? null : uriOf(line, at);
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length)) || 0;
    else if (!line.startsWith('#')) {
      found = { init, key, segment: at(line) };
      elapsed += duration;
      if (elapsed > startAt) return found;
    }
  }
  return found;
}

const lines = (playlist: string) =>
  playlist
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

function uriOf(tag: string, at: (uri: string) => string): string | null {
  const uri = /URI="([^"]+)"/.exec(tag)?.[1];
  return uri ? at(uri) : null;
}
