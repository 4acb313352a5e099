/**
 * Issue 11: order creation and payment confirmation through the sandbox provider,
 * beside the constant route of the same server. The bench owns its database (an
 * embedded PostgreSQL it starts), signs members in through the API, and prepares
 * one sandbox-approved order per confirm, so every measured confirm is a first one
 * (a real charge and grant), not an idempotent repeat.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { startEmbedded } from '../apps/api/src/db/embedded.ts';
import { load, type LoadFigures, type Target } from './load.ts';
import { startServer } from './server.ts';

const XSRF = 'bench-xsrf-token';
const xsrfHeaders = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' };
const quiet = { info: () => undefined, warn: (m: string) => console.warn(m), debug: () => undefined };

async function json<T>(url: string, method: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { method, headers: { ...xsrfHeaders, ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  const out = (await res.json()) as { code: string; message: string; data: T };
  if (out.code !== '0000') throw new Error(`${method} ${url}: ${out.code} ${out.message}`);
  return out.data;
}

interface Prepared {
  headers: Record<string, string>;
  body: string;
}

/** Each request takes the next prepared body (its own member token). `amount` bounds the run instead of a duration. */
function loadBodies(url: string, pathName: string, connections: number, items: Prepared[], opts: { seconds?: number; amount?: number }): Promise<LoadFigures> {
  let next = 0;
  return new Promise((resolve, reject) => {
    void autocannon(
      {
        url: `${url}${pathName}`,
        method: 'POST',
        connections,
        ...(opts.amount ? { amount: opts.amount } : { duration: opts.seconds ?? 5 }),
        requests: [
          {
            method: 'POST',
            path: pathName,
            setupRequest: (req: Request): Request => {
              const item = items[next++ % items.length]!;
              return { ...req, headers: item.headers, body: item.body };
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err instanceof Error ? err : new Error(String(err)));
        resolve({ requestsPerSec: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx });
      },
    );
  });
}

const round = (f: LoadFigures) => ({ requestsPerSec: Math.round(f.requestsPerSec), p50Ms: f.p50Ms, p99Ms: f.p99Ms, errors: f.errors + f.non2xx });

export async function measureCommerce(constant: Target, members = 20, confirmsPerMember = 40) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-pg-'));
  const embedded = await startEmbedded({ dir: path.join(dir, 'pg'), logger: quiet });
  const admin = new pg.Client({ connectionString: embedded.url() });
  await admin.connect();
  await admin.query('create database bench');
  await admin.end();
  const server = await startServer({ DATABASE_URL: embedded.url('bench'), LOGIN_LIMIT_PER_IP: '100000' });
  const db = new pg.Client({ connectionString: embedded.url('bench') });
  await db.connect();
  try {
    const passwordHash = await hash('bench-password-1');
    const auths: Record<string, string>[] = [];
    for (let i = 0; i < members; i++) {
      const email = `buyer${i}@example.com`;
      await db.query(`insert into members (email, password_hash, nickname, terms_agreed_at, privacy_agreed_at) values ($1, $2, $3, now(), now())`, [email, passwordHash, `buyer${i}`]);
      const tokens = await json<{ accessToken: string }>(`${server.url}/api/auth/login`, 'POST', { email, user_password: 'bench-password-1', os: 'bench' });
      auths.push({ ...xsrfHeaders, authorization: `Bearer ${tokens.accessToken}` });
    }
    // Order creation: product 1 (1-month pass), no coupon or points; every request makes a new pending order.
    const orderBodies = auths.map((headers) => ({ headers, body: JSON.stringify({ product_id: 1 }) }));
    await loadBodies(server.url, '/api/payment/order', members, orderBodies, { seconds: 2 });
    const create = round(await loadBodies(server.url, '/api/payment/order', members, orderBodies, { seconds: 5 }));
    const createBaseline = round(await load(server.url, constant, members, 5));

    // Confirms: one approved sandbox payment per request, prepared through the API (order → window 승인).
    const confirms: Prepared[] = [];
    for (let k = 0; k < confirmsPerMember; k++) {
      await Promise.all(
        auths.map(async (headers) => {
          const o = await json<{ order_id: string; amount: number }>(`${server.url}/api/payment/order`, 'POST', { product_id: 1 }, headers);
          const res = await fetch(`${server.url}/api/payment/sandbox/window/${o.order_id}/decide?action=approve&successUrl=/s&failUrl=/f`, { redirect: 'manual' });
          const back = new URL(res.headers.get('location') ?? '', server.url).searchParams;
          confirms.push({ headers, body: JSON.stringify({ paymentKey: back.get('paymentKey'), orderId: o.order_id, amount: o.amount }) });
        }),
      );
    }
    const confirm = round(await loadBodies(server.url, '/api/payment/confirm', members, confirms, { amount: confirms.length }));
    // The same confirms again: the idempotent answer (no provider call, no grant).
    const repeat = round(await loadBodies(server.url, '/api/payment/confirm', members, confirms, { seconds: 5 }));
    const confirmBaseline = round(await load(server.url, constant, members, 5));
    const grants = await db.query<{ n: string }>(`select count(*) n from entitlements where order_sn is not null`);
    return {
      connections: members,
      orderCreate: { subject: { name: 'POST /api/payment/order', ...create }, baseline: { name: constant.name, ...createBaseline }, ratio: Number((create.requestsPerSec / createBaseline.requestsPerSec).toFixed(3)) },
      confirm: {
        subject: { name: `POST /api/payment/confirm (first confirm, ${confirms.length} orders)`, ...confirm },
        repeat: { name: 'POST /api/payment/confirm (repeat, idempotent)', ...repeat },
        baseline: { name: constant.name, ...confirmBaseline },
        ratio: Number((confirm.requestsPerSec / confirmBaseline.requestsPerSec).toFixed(3)),
        grants: Number(grants.rows[0]!.n),
      },
    };
  } finally {
    await db.end().catch(() => undefined);
    await server.stop();
    await embedded.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
