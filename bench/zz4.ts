import { startServer } from './server.ts';
const s = await startServer();
for (const p of ['/', '/course', '/course/22']) for (const enc of ['identity', 'br', 'gzip']) {
  const r = await fetch(s.url + p, { headers: { 'accept-encoding': enc } });
  const b = await r.arrayBuffer();
  console.log(p, enc, r.headers.get('content-encoding'), r.headers.get('content-length'), b.byteLength);
}
console.log(s.url); await new Promise((r) => setTimeout(r, 1000 * Number(process.env.HOLD ?? 0)));
await s.stop();
