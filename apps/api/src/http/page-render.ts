import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** One API answer a page was rendered from. */
export interface ApiRead {
  url: string;
  status: number;
  body: string;
}

/** What the web app's server build (apps/web/src/entry-server.tsx) renders for a page. */
export interface RenderedPage {
  html: string;
  state: string;
  /** The API answers the page was rendered from, in the order asked (see `sameReads`). */
  reads: ApiRead[];
}
type Render = (url: string) => Promise<Omit<RenderedPage, 'reads'> | null>;
type RenderWithReads = (url: string) => Promise<RenderedPage | null>;
type ApiGet = (url: string) => Promise<{ status: number; body: string }>;
interface ServerEntry {
  createRenderer: (get: ApiGet) => Render;
  isServerRendered: (pathname: string) => boolean;
  /** Absent in builds older than this check: every address then counts as a page. */
  isKnownPage?: (pathname: string) => boolean;
}

const TIMEOUT_MS = 3_000;
/** Addresses are open-ended (any path may be asked); past this many answers the memory starts over. */
const KNOWN_KEPT = 1_000;

/** A render that also hands back the API answers it was given. */
function withReads(render: Render, store: AsyncLocalStorage<ApiRead[]>) {
  return async (url: string): Promise<RenderedPage | null> => {
    const reads: ApiRead[] = [];
    const page = await store.run(reads, () => render(url));
    return page && { ...page, reads };
  };
}

/**
 * The public pages rendered on the server (decision 074); each is kept as a prepared page (prepared-pages.ts).
 * `render` resolves null for a page the browser renders (member pages, a failed or slow render: logged).
 */
export class PageRenderer {
  /** The route table's answers so far: matching it ranks every route again (about a millisecond a call). */
  private readonly known = new Map<string, boolean>();

  private constructor(
    private readonly entry: ServerEntry,
    private readonly renderPage: RenderWithReads,
    private readonly get: ApiGet,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Loads `<web build>-server/entry-server.js` when it was built; without it every page renders in the browser. */
  static async load(dist: string, get: ApiGet, log: FastifyBaseLogger): Promise<PageRenderer | undefined> {
    const file = path.join(path.dirname(dist), `${path.basename(dist)}-server`, 'entry-server.js');
    if (!fs.existsSync(file)) {
      log.warn(`No server build at ${file}: pages are rendered in the browser only (run npm run build)`);
      return undefined;
    }
    try {
      const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
      // Each render notes the API answers it was given (renders may overlap: each has its own list).
      const reads = new AsyncLocalStorage<ApiRead[]>();
      const noted: ApiGet = async (url) => {
        const answer = await get(url);
        reads.getStore()?.push({ url, ...answer });
        return answer;
      };
      return new PageRenderer(entry, withReads(entry.createRenderer(noted), reads), get, log);
    } catch (err) {
      log.warn({ err }, `The server build at ${file} does not load: pages are rendered in the browser only`);
      return undefined;
    }
  }

  async render(url: string): Promise<RenderedPage | null> {
    const pathname = url.split('?')[0] ?? '/';
    if (!this.entry.isServerRendered(pathname)) return null;
    return this.renderOrNull(url);
  }

  /** Whether the web app renders this page on the server (`render` resolving null for it means the render failed). */
  isServerRendered(pathname: string): boolean {
    return this.entry.isServerRendered(pathname);
  }

  /**
   * Whether the API still answers a page's reads as it did when the page was rendered: same answers, same page
   * (the page is a function of its data), so a page need not be rendered again until one of them changes.
   */
  async sameReads(reads: ApiRead[]): Promise<boolean> {
    const now = await Promise.all(reads.map((read) => this.get(read.url)));
    return now.every((answer, i) => answer.status === reads[i]!.status && answer.body === reads[i]!.body);
  }

  /** Whether the web app has a page at this address (its route table decides; unknown ones answer 404). */
  isKnownPage(pathname: string): boolean {
    let known = this.known.get(pathname);
    if (known === undefined) {
      if (this.known.size >= KNOWN_KEPT) this.known.clear();
      known = this.entry.isKnownPage?.(pathname) ?? true;
      this.known.set(pathname, known);
    }
    return known;
  }

  private async renderOrNull(url: string): Promise<RenderedPage | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    });
    try {
      return await Promise.race([this.renderPage(url), timeout]);
    } catch (err) {
      this.log.warn({ err, url }, 'server rendering failed: the page is rendered in the browser');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
