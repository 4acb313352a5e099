import { load } from './load.ts';
import { startServer } from './server.ts';
const server = await startServer();
try {
  const targets = [
    { name: 'plain', path: '/api/course/list?p_ca_sn=100&size=20' },
    { name: 'br', path: '/api/course/list?p_ca_sn=100&size=20', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
  ];
  for (const t of targets) await load(server.url, t, 32, 2);
  for (let round = 0; round < 3; round++) {
    for (const t of targets) {
      const r = await load(server.url, t, 32, 4);
      console.log(round, t.name, Math.round(r.requestsPerSec), r.p99Ms);
    }
  }
  const res = await fetch(server.url + targets[1]!.path, { headers: targets[1]!.headers });
  console.log(res.headers.get('content-encoding'), res.headers.get('vary'));
} finally {
  await server.stop();
}
