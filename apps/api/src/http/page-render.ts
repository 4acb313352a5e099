import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** What the web app's server build (apps/web/src/entry-server.tsx) renders for a page. */
export interface RenderedPage {
  html: string;
  state: string;
}
type Render = (url: string) => Promise<RenderedPage | null>;
type ApiGet = (url: string) => Promise<{ status: number; body: string }>;
interface ServerEntry {
  createRenderer: (get: ApiGet) => Render;
  isServerRendered: (pathname: string) => boolean;
  /** Absent in builds older than this check: every address then counts as a page. */
  isKnownPage?: (pathname: string) => boolean;
}

const TIMEOUT_MS = 3_000;

/**
 * The public pages rendered on the server (decision 074); each is kept as a prepared page (prepared-pages.ts).
 * `render` resolves null for a page the browser renders (member pages, a failed or slow render: logged).
 */
export class PageRenderer {
  private constructor(
    private readonly entry: ServerEntry,
    private readonly renderPage: Render,
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
      return new PageRenderer(entry, entry.createRenderer(get), log);
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

  /** Whether the web app has a page at this address (its route table decides; unknown ones answer 404). */
  isKnownPage(pathname: string): boolean {
    return this.entry.isKnownPage?.(pathname) ?? true;
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
