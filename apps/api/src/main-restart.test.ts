import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { menuTitles, newDataDir, postmasterPid, startServer, waitHealthy } from './test/server-process.ts';

// The server as a process stops and starts again as a supervisor and a load balancer expect (test/server-process.ts).
const sharedDataDir = newDataDir();

describe('stopping and restarting (issue 12 items 15, 16)', { timeout: 120_000 }, () => {
  it('stops within the shutdown deadline with an idle keep-alive connection and a half-sent request open', async () => {
    const dataDir = await sharedDataDir;
    const server = await startServer(dataDir, undefined, { SHUTDOWN_TIMEOUT_MS: '2000' });
    await waitHealthy(server);
    // An idle keep-alive connection: one full request answered, the socket left open.
    const idle = net.connect(server.port, '127.0.0.1');
    await new Promise<void>((resolve) => {
      idle.once('data', () => resolve());
      idle.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    });
    // A client that sent half its request and went quiet.
    const half = net.connect(server.port, '127.0.0.1');
    await new Promise<void>((resolve) => half.once('connect', () => resolve()));
    half.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":');
    idle.on('error', () => undefined);
    half.on('error', () => undefined);
    await new Promise((r) => setTimeout(r, 200));

    const t0 = Date.now();
    server.proc.kill('SIGTERM');
    const code = await server.exited;
    const took = Date.now() - t0;
    console.log(`shutdown with an idle keep-alive and a half-sent request: ${took} ms (SHUTDOWN_TIMEOUT_MS=2000)`);
    expect(code).toBe(0);
    // Held by the two connections, it would wait for Node's request timeout (300 s) or the keep-alive's. The deadline
    // plus stopping its PostgreSQL took 2.9–3.0 s on a quiet machine and 6.1 s at load 12 (the second pass beside
    // the scale run and other work): 8 s of slack tells the two apart on a busy machine.
    expect(took).toBeLessThan(2000 + 8000);
    idle.destroy();
    half.destroy();
    expect(await postmasterPid(dataDir)).toBeNull();
  });

  it('starts again within a second of SIGKILL to its whole process group, and serves', async () => {
    const dataDir = await sharedDataDir;
    const first = await startServer(dataDir);
    await waitHealthy(first);
    process.kill(-first.proc.pid!, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 500));
    const second = await startServer(dataDir);
    await waitHealthy(second);
    expect(await menuTitles(second)).toContain('해외선물');
    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('on SIGTERM leaves the load balancer first: /readyz turns 503 while requests are still answered, then it stops', async () => {
    const dataDir = await sharedDataDir;
    const server = await startServer(dataDir, undefined, { SHUTDOWN_DRAIN_MS: '4000' });
    await waitHealthy(server);
    const base = `http://127.0.0.1:${server.port}`;
    // Ready once its warm-up has asked for its pages (decision 117): at most 5 s after it listens.
    let ready = await fetch(`${base}/readyz`);
    for (const until = Date.now() + 10_000; ready.status !== 200 && Date.now() < until; ready = await fetch(`${base}/readyz`)) await new Promise((r) => setTimeout(r, 100));
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { data: { checks: Record<string, string> } }).data.checks).toEqual({ database: 'ok', 'warm-up': 'ok' });

    // The three requests below must land inside the drain: 1.5 s was once too short for them on a loaded 2-core run.
    server.proc.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    const draining = await fetch(`${base}/readyz`);
    expect(draining.status).toBe(503);
    expect(((await draining.json()) as { code: string }).code).toBe('9003');
    // Still serving whoever the proxy had already sent here.
    expect((await fetch(`${base}/api/comm/menu`)).status).toBe(200);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await server.exited).toBe(0);
  });
});
