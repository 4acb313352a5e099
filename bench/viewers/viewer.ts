/**
 * One simulated member watching a lecture (issue 49, decision 116), in real time: signed in, it starts the lecture (auto,
 * play info, master and variant playlists, key), then the next segment every 4 s (its key when the playlist names a
 * new one), the stream check every 5 s (as the player asks, decision 107), a progress save every 10 s, and every 20 s
 * one browse around it in turn: home, course list page, a course page, the course list API, the lecture's Q&A. One
 * viewer in a hundred buys a pass through the sandbox when it arrives.
 */
import { performance } from 'node:perf_hooks';

const XSRF = 'viewers-bench-xsrf';
const SEGMENT_EVERY_MS = 4_000;
const STATE_EVERY_MS = 5_000;
const SAVE_EVERY_MS = 10_000;
const BROWSE_EVERY_MS = 20_000;
const TIMEOUT_MS = 10_000;

export type Kind = 'segment' | 'save' | 'state' | 'key' | 'start' | 'browse' | 'purchase';

/** Latencies, answers and body bytes of one measuring window, by kind of request. */
export class Recorder {
  latencies = new Map<Kind, number[]>();
  errors = 0;
  errorSamples: string[] = [];
  bytes = 0;
  requests = 0;

  record(kind: Kind, ms: number, bytes: number, error: string | null) {
    let l = this.latencies.get(kind);
    if (!l) this.latencies.set(kind, (l = []));
    l.push(ms);
    this.bytes += bytes;
    this.requests++;
    if (error) {
      this.errors++;
      if (this.errorSamples.length < 10) this.errorSamples.push(`${kind}: ${error}`);
    }
  }
}

export interface World {
  base: string;
  password: string;
  lectures: number[];
  courses: number[];
  productId: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

export class Viewer {
  private stopped = false;
  private access = '';

  constructor(
    private readonly email: string,
    private readonly world: World,
    /** The recorder of the current window (the ramp swaps it between steps). */
    private readonly recorder: () => Recorder,
  ) {}

  stop() {
    this.stopped = true;
  }

  /** Sends one request; a non-2xx answer, an envelope other than 0000, or no answer is an error. */
  private async send(kind: Kind, path: string, init: { method?: string; body?: unknown; raw?: boolean; redirect?: boolean } = {}): Promise<{ text: string; data: unknown; location: string | null } | null> {
    const headers: Record<string, string> = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'accept-encoding': 'gzip, br' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (this.access) headers.authorization = `Bearer ${this.access}`;
    const started = performance.now();
    try {
      const res = await fetch(this.world.base + path, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: init.redirect ? 'manual' : 'follow',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = Buffer.from(await res.arrayBuffer());
      const ms = performance.now() - started;
      const wireBytes = Number(res.headers.get('content-length') ?? body.length);
      const ok = res.status < 300 || (init.redirect && res.status < 400);
      if (!ok) {
        this.recorder().record(kind, ms, wireBytes, `${res.status} ${path} ${body.toString('utf8', 0, 80)}`);
        return null;
      }
      if (init.raw || init.redirect) {
        this.recorder().record(kind, ms, wireBytes, null);
        return { text: init.raw ? body.toString('utf8') : '', data: null, location: res.headers.get('location') };
      }
      const envelope = JSON.parse(body.toString('utf8')) as { code: string; data: unknown };
      this.recorder().record(kind, ms, wireBytes, envelope.code === '0000' ? null : `${envelope.code} ${path}`);
      return envelope.code === '0000' ? { text: '', data: envelope.data, location: null } : null;
    } catch (err) {
      this.recorder().record(kind, performance.now() - started, 0, `${path}: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    }
  }

  /** Signs in (an argon2 check: the ramp does it before the viewer arrives, outside the measured windows). */
  async signIn(): Promise<boolean> {
    const login = await this.send('start', '/api/auth/login', { method: 'POST', body: { email: this.email, user_password: this.world.password, os: 'bench' } });
    if (login) this.access = (login.data as { accessToken: string }).accessToken;
    return login !== null;
  }

  /** Starts the lecture and watches until stopped. Returns false when the start failed. */
  async run(index: number): Promise<boolean> {
    if (index % 100 === 99) await this.buy();
    const lcNo = this.world.lectures[index % this.world.lectures.length]!;
    const auto = await this.send('start', '/api/rs/auto', { method: 'POST', body: { lc_no: lcNo } });
    const info = auto && (await this.send('start', `/api/rs/play/${lcNo}`));
    const hls = (info?.data as { media?: { hls: string } } | undefined)?.media?.hls;
    if (!auto || !hls) return false;
    const player = (auto.data as { player: string }).player;
    const base = hls.replace(/master\.m3u8$/, '');
    const master = await this.send('start', hls, { raw: true });
    const variant = master?.text.split('\n').find((l) => l.endsWith('.m3u8'));
    const playlist = variant && (await this.send('start', base + variant, { raw: true }));
    if (!variant || !playlist) return false;
    const dir = base + variant.replace(/[^/]+$/, '');
    // Each segment with the key the playlist names before it.
    const segments: { path: string; key: string }[] = [];
    let key = '';
    for (const line of playlist.text.split('\n')) {
      const k = /^#EXT-X-KEY:.*URI="([^"]+)"/.exec(line);
      if (k) key = new URL(k[1]!, `http://x${dir}`).pathname;
      else if (line.endsWith('.m4s')) segments.push({ path: dir + line, key });
    }
    const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist.text);
    if (init) await this.send('start', dir + init[1], { raw: true });
    if (segments.length === 0) return false;
    await Promise.all([this.watch(segments), this.every(STATE_EVERY_MS, () => this.send('state', `${base}state`)), this.saves(lcNo, player), this.browse(lcNo, index)]);
    return true;
  }

  private async watch(segments: { path: string; key: string }[]) {
    let key = '';
    for (let n = 0; !this.stopped; n++) {
      const s = segments[n % segments.length]!;
      const started = performance.now();
      if (s.key && s.key !== key) {
        key = s.key;
        await this.send('key', s.key, { raw: true });
      }
      await this.send('segment', s.path, { raw: true });
      await sleep(SEGMENT_EVERY_MS - (performance.now() - started));
    }
  }

  private async saves(lcNo: number, player: string) {
    let second = 0;
    await this.every(SAVE_EVERY_MS, () => this.send('save', '/api/rs/play/setTime', { method: 'PUT', body: { lc_no: lcNo, player, play_second: (second += 10) } }));
  }

  private async browse(lcNo: number, index: number) {
    const course = this.world.courses[index % this.world.courses.length]!;
    const paths = ['/', '/course', `/course/${course}`, '/api/course/list?page=1&size=20', `/api/qna/lecture/${lcNo}`];
    let n = index;
    await this.every(BROWSE_EVERY_MS, () => {
      const path = paths[n++ % paths.length]!;
      return this.send('browse', path, { raw: !path.startsWith('/api/') });
    });
  }

  /** Calls `fn` every `ms`, the first after a random part of it (viewers do not all tick together). */
  private async every(ms: number, fn: () => Promise<unknown>) {
    await sleep(Math.random() * ms);
    while (!this.stopped) {
      const started = performance.now();
      await fn();
      await sleep(ms - (performance.now() - started));
    }
  }

  /** A pass bought through the sandbox provider: order, the window's 승인, confirm. */
  private async buy() {
    const order = await this.send('purchase', '/api/payment/order', { method: 'POST', body: { product_id: this.world.productId, coupon_id: null } });
    const o = order?.data as { order_id: string; amount: number } | undefined;
    if (!o) return;
    const window = await this.send('purchase', `/api/payment/sandbox/window/${o.order_id}/decide?action=approve&successUrl=/s&failUrl=/f`, { redirect: true });
    const paymentKey = window?.location && new URL(window.location, this.world.base).searchParams.get('paymentKey');
    if (!paymentKey) return;
    await this.send('purchase', '/api/payment/confirm', { method: 'POST', body: { paymentKey, orderId: o.order_id, amount: o.amount } });
  }
}
