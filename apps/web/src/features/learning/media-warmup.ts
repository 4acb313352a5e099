/**
 * Fetches what a player asks for first — the master playlist, the first rendition's playlist, its init segment
 * and first segment — into the browser's HTTP cache (the media answers are `private, max-age=300`), so the player
 * finds them there instead of waiting on each in turn. The first rendition is the one the player starts on
 * (`startLevel: 0` in video-player.tsx). Best effort: a failure only means the player fetches them itself.
 */
export async function warmUpMedia(masterUrl: string): Promise<void> {
  const get = async (url: string) => {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${response.status} ${url}`);
    return response;
  };
  // location: the page's, or in the early-start worker the worker's (the same origin).
  const master = new URL(masterUrl, location.href);
  const variant = firstUri(await (await get(master.href)).text());
  if (!variant) return;
  const variantUrl = new URL(variant, master);
  const playlist = await (await get(variantUrl.href)).text();
  const init = /#EXT-X-MAP:.*URI="([^"]+)"/.exec(playlist)?.[1];
  const segment = firstUri(playlist);
  await Promise.all(
    [init, segment].filter((uri): uri is string => Boolean(uri)).map(async (uri) => (await get(new URL(uri, variantUrl).href)).arrayBuffer()),
  );
}

/** The first line of a playlist that is a URI (not a tag or a comment). */
function firstUri(playlist: string): string | undefined {
  return playlist
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0 && !line.startsWith('#'));
}
