import { koreanDay } from '@school/contracts';
import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { PreparedBody } from './json-body.ts';
import { renderHead, scriptJson, type PageHead } from './page-head.ts';
import type { ApiRead, PageRenderer, RenderedPage } from './page-render.ts';

/**
 * A server-rendered public page: the same for every visitor and free of cookies, so a CDN may keep it five minutes
 * and serve it a minute longer while it asks again; browsers always ask again (max-age=0) and get 304 from the ETag.
 * A change purges the CDN's copies (decision 085), so the long shared lifetime does not delay a console edit.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=60';
/** Pages the browser renders (member pages, a failed render): revalidated on every load, kept by no shared cache. */
export const PRIVATE_PAGE_CACHE = 'no-cache';
/** A page served for this long is checked against its sources again (see `PreparedPages`). */
const CHECK_MS = 10_000;
/** A page not checked for this long (nobody asked for it) is checked before it is served again. */
const STALE_MS = 60_000;
const MAX_PAGES = 500;
const HTML = 'text/html; charset=utf-8';

export interface PreparedPage {
  body: PreparedBody;
  cacheControl: string;
  /** 404 when the record the address names does not exist (its head says so). */
  status: 200 | 404;
}

/** What a page was built from: compared with what they say now to learn whether it must be built again. */
interface Sources {
  head: string | undefined;
  /** The API answers of the render; undefined when the page should have been rendered and was not (try again). */
  reads: ApiRead[] | undefined;
  /** The day in Korea: date-driven parts (a footer's year, "today") are built again once a day at the latest. */
  day: string;
}

interface Built {
  page: PreparedPage;
  sources: Sources;
}

interface Slot {
  page: Promise<PreparedPage>;
  built?: Built;
  /** When the built page was last found to match its sources. */
  checkedAt: number;
  /** A check under way, resolving to the page to serve once it is done. */
  checking?: Promise<PreparedPage> | undefined;
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
 * picks the prepared bytes.
 *
 * A page is built again only when what it was built from changed (decision 085), never on a timer:
 * - `invalidate` (a catalogue, learning or console change, told to every process) drops every page at once;
 * - what changes with time alone (an event that ended, a trading day, a scheduled banner, a cache's own expiry) is
 *   caught by a check: a page served for ten seconds asks the API its reads again — cached answers, a fraction of a
 *   millisecond — and compares them, its head and the day with those it was built from; only a difference builds
 *   the page again (and purges the CDN's copy). A page nobody asked for in a minute is checked before it is served.
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
      const age = this.now() - slot.checkedAt;
      if (age < CHECK_MS) return slot.built.page;
      slot.checking ??= this.check(url, slot, slot.built);
      return age < STALE_MS ? slot.built.page : slot.checking;
    }
    if (slot) return slot.page;
    if (this.slots.size >= MAX_PAGES) this.dropAll();
    const built = this.build(url);
    const fresh: Slot = { page: built.then((b) => b.page), checkedAt: this.now() };
    this.slots.set(url, fresh);
    this.keepWhenBuilt(url, fresh, built, this.generation);
    return fresh.page;
  }

  /** Drops every page (content changed), and has the CDN drop its copies of the public ones. */
  invalidate(): void {
    this.generation++;
    this.dropAll();
    if (this.public.size) this.sources.purge?.([...this.public]);
    this.public.clear();
  }

  private keepWhenBuilt(url: string, slot: Slot, built: Promise<Built>, generation: number) {
    built.then(
      (b) => {
        // A page built while a change arrived is served to its waiters but not kept.
        if (generation !== this.generation || this.slots.get(url) !== slot) return;
        this.keep(url, slot, b);
      },
      () => this.slots.get(url) === slot && this.slots.delete(url),
    );
  }

  private keep(url: string, slot: Slot, built: Built) {
    built.page.body.held = true;
    slot.built = built;
    slot.page = Promise.resolve(built.page);
    slot.checkedAt = this.now();
    if (built.page.cacheControl === PUBLIC_PAGE_CACHE) this.public.add(url);
  }

  /** Compares the page's sources with what they say now; builds it again only when they differ. */
  private async check(url: string, slot: Slot, current: Built): Promise<PreparedPage> {
    const generation = this.generation;
    const stillHere = () => generation === this.generation && this.slots.get(url) === slot;
    try {
      if (await this.unchanged(url, current.sources)) {
        if (stillHere()) slot.checkedAt = this.now();
        return current.page;
      }
      const fresh = await this.build(url);
      if (!stillHere()) return fresh.page;
      current.page.body.retired = true;
      this.keep(url, slot, fresh);
      // The CDN may hold the page as it was (its purge list is kept by `keep` for the next change).
      if (current.page.cacheControl === PUBLIC_PAGE_CACHE) this.sources.purge?.([url]);
      return fresh.page;
    } catch (err) {
      this.sources.log.warn({ err, url }, 'page check failed: the previous page is served');
      if (stillHere()) slot.checkedAt = this.now();
      return current.page;
    } finally {
      slot.checking = undefined;
    }
  }

  private async unchanged(url: string, was: Sources): Promise<boolean> {
    if (was.reads === undefined || was.day !== this.day()) return false;
    const { renderer } = this.sources;
    const [head, same] = await Promise.all([this.headOf(url), renderer && was.reads.length > 0 ? renderer.sameReads(was.reads) : true]);
    return same && head === was.head;
  }

  private async build(url: string): Promise<Built> {
    const html = this.index.html;
    const day = this.day();
    const pathname = pathOf(url);
    const { renderer } = this.sources;
    const [head, page] = await Promise.all([this.headOf(url), renderer?.render(url)]);
    const parsed = head ? (JSON.parse(head) as PageHead) : undefined;
    const headed = parsed ? renderHead(html, parsed) : html;
    const body = await PreparedBody.prepared(Buffer.from(page ? withBody(headed, page) : headed), HTML);
    const failed = !page && renderer?.isServerRendered(pathname) === true;
    return {
      page: { body, cacheControl: page ? PUBLIC_PAGE_CACHE : PRIVATE_PAGE_CACHE, status: parsed?.missing ? 404 : 200 },
      sources: { head, reads: failed ? undefined : (page?.reads ?? []), day },
    };
  }

  /** The page's head as JSON (compared as text); undefined without one or when the lookup failed (logged). */
  private async headOf(url: string): Promise<string | undefined> {
    const { headOf, log } = this.sources;
    if (!headOf) return undefined;
    return headOf(pathOf(url)).then(
      (head) => JSON.stringify(head),
      (err: unknown) => {
        log.warn({ err }, 'page head lookup failed');
        return undefined;
      },
    );
  }

  private day(): string {
    return koreanDay(new Date(this.now()));
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
    for (const slot of this.slots.values()) if (slot.built) slot.built.page.body.retired = true;
    this.slots.clear();
  }
}

const pathOf = (url: string) => url.split('?')[0] || '/';

/** The rendered page inside #root, and the queries it was rendered with for the browser to hydrate from. */
function withBody(html: string, page: RenderedPage): string {
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root">${page.html}</div><script id="ssr-state" type="application/json">${scriptJson(page.state)}</script>`,
  );
}
