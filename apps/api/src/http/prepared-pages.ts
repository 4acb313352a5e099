import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { PreparedBody } from './json-body.ts';
import { renderHead, scriptJson, type PageHead } from './page-head.ts';
import type { PageRenderer, RenderedPage } from './page-render.ts';

/**
 * A server-rendered public page: the same for every visitor and free of cookies, so a CDN may keep it five minutes
 * and serve it a minute longer while it asks again; browsers always ask again (max-age=0) and get 304 from the ETag.
 * A change purges the CDN's copies (decision 085), so the long shared lifetime does not delay a console edit.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=60';
/** Pages the browser renders (member pages, a failed render): revalidated on every load, kept by no shared cache. */
export const PRIVATE_PAGE_CACHE = 'no-cache';
// Short: the browser takes the embedded queries as fetched when the page was rendered, and they stay fresh for
// its staleTime (a minute) without a second request only when the page is younger than that.
const TTL_MS = 10_000;
const MAX_PAGES = 500;
const HTML = 'text/html; charset=utf-8';

export interface PreparedPage {
  body: PreparedBody;
  cacheControl: string;
}

interface Slot {
  page: Promise<PreparedPage>;
  built?: PreparedPage;
  at: number;
  refreshing?: boolean;
}

export interface PageSources {
  /** The page's title, description and preview tags; a failed lookup serves the page with the built head. */
  headOf?: ((pathname: string) => Promise<PageHead>) | undefined;
  renderer?: PageRenderer | undefined;
  /** Told the public addresses a change dropped, which a CDN may still hold (providers/cdn). */
  purge?: ((urls: string[]) => void) | undefined;
  log: FastifyBaseLogger;
}

/**
 * Every page as one prepared body per address (issue 27): index.html with the page's head and, for a public page,
 * its server-rendered content — built once, compressed once (off the event loop), tagged once. A request only
 * picks the prepared bytes. A page older than ten seconds is rebuilt in the background while the old one is still
 * served, so no request waits on a render after the first; `invalidate` (a content change) drops every page at once.
 */
export class PreparedPages {
  private readonly slots = new Map<string, Slot>();
  private generation = 0;
  private index = { mtimeMs: -1, html: '' };
  /** Public addresses prepared since the last change: what a CDN may hold (see `invalidate`). */
  private readonly public = new Set<string>();

  constructor(
    private readonly indexFile: string,
    private readonly sources: PageSources,
    private readonly now: () => number = Date.now,
  ) {}

  /** The prepared page of an address; a built one comes at once (no promise). */
  get(url: string): PreparedPage | Promise<PreparedPage> {
    this.checkIndex();
    const slot = this.slots.get(url);
    if (slot?.built) {
      if (this.now() - slot.at >= TTL_MS && !slot.refreshing) this.refresh(url, slot);
      return slot.built;
    }
    if (slot) return slot.page;
    if (this.slots.size >= MAX_PAGES) this.dropAll();
    const fresh: Slot = { page: this.build(url), at: this.now() };
    this.slots.set(url, fresh);
    this.keepWhenBuilt(url, fresh, this.generation);
    return fresh.page;
  }

  /** Drops every page (content changed), and has the CDN drop its copies of the public ones. */
  invalidate(): void {
    this.generation++;
    this.dropAll();
    if (this.public.size) this.sources.purge?.([...this.public]);
    this.public.clear();
  }

  private keepWhenBuilt(url: string, slot: Slot, generation: number) {
    slot.page.then(
      (page) => {
        // A page built while a change arrived is served to its waiters but not kept.
        if (generation !== this.generation || this.slots.get(url) !== slot) return;
        page.body.held = true;
        slot.built = page;
        if (page.cacheControl === PUBLIC_PAGE_CACHE) this.public.add(url);
      },
      () => this.slots.get(url) === slot && this.slots.delete(url),
    );
  }

  private refresh(url: string, slot: Slot) {
    slot.refreshing = true;
    const generation = this.generation;
    this.build(url).then(
      (page) => {
        if (generation !== this.generation || this.slots.get(url) !== slot) return;
        slot.built!.body.retired = true;
        page.body.held = true;
        slot.built = page;
        slot.page = Promise.resolve(page);
        slot.at = this.now();
        slot.refreshing = false;
      },
      (err: unknown) => {
        this.sources.log.warn({ err, url }, 'page rebuild failed: the previous one is served');
        slot.refreshing = false;
      },
    );
  }

  private async build(url: string): Promise<PreparedPage> {
    const html = this.index.html;
    const pathname = url.split('?')[0] || '/';
    const { headOf, renderer, log } = this.sources;
    const [head, page] = await Promise.all([
      headOf ? headOf(pathname).catch((err: unknown) => log.warn({ err }, 'page head lookup failed')) : undefined,
      renderer?.render(url),
    ]);
    const headed = head ? renderHead(html, head) : html;
    const body = await PreparedBody.prepared(Buffer.from(page ? withBody(headed, page) : headed), HTML);
    return { body, cacheControl: page ? PUBLIC_PAGE_CACHE : PRIVATE_PAGE_CACHE };
  }

  /** index.html as built: a rebuild (new asset names) drops every page prepared from the old one. */
  private checkIndex() {
    const { mtimeMs } = fs.statSync(this.indexFile);
    if (mtimeMs === this.index.mtimeMs) return;
    const first = this.index.mtimeMs === -1;
    this.index = { mtimeMs, html: fs.readFileSync(this.indexFile, 'utf8') };
    if (!first) this.invalidate();
  }

  private dropAll() {
    for (const slot of this.slots.values()) if (slot.built) slot.built.body.retired = true;
    this.slots.clear();
  }
}

/** The rendered page inside #root, and the queries it was rendered with for the browser to hydrate from. */
function withBody(html: string, page: RenderedPage): string {
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root">${page.html}</div><script id="ssr-state" type="application/json">${scriptJson(page.state)}</script>`,
  );
}
