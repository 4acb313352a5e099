/**
 * `npm run bench -- cost [--figures <viewers json>] [--<parameter> <value> …]` (issue 49 item 2, decision 116):
 * writes docs/capacity.md from the viewers bench's figures (bench/results/viewers-latest.json when present, else the
 * committed docs/capacity-figures.json, which it then keeps as the page's source). The model:
 * - API CPU: a viewer costs `bareHellosPerViewerSecond` bare Fastify hellos of CPU per second (measured beside a bare
 *   hello in the same run, so the machine's speed divides out); a machine gives `bare-per-core` hellos per second per
 *   core, used up to `utilisation`. With a CDN in front, the segments' share of that work leaves the API (requests
 *   are assumed to cost alike: a floor for what the CDN saves, since a segment is among the cheapest answers).
 * - PostgreSQL: statements per viewer-minute against `pg-statements-per-core` per second.
 * - Egress: the measured bytes per viewer-hour, or `--segment-kbps` for real lectures; from the API's machines
 *   (`nic-gbps` each) or from the CDN at `cdn-egress-per-gb` and `cdn-price-per-10k` requests.
 */
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2).filter((a) => a !== '--');
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const root = path.join(import.meta.dirname, '..');
const committed = path.join(root, 'docs', 'capacity-figures.json');
const latest = path.join(import.meta.dirname, 'results', 'viewers-latest.json');
const figuresArg = args.indexOf('--figures');
const source = figuresArg >= 0 ? path.resolve(args[figuresArg + 1]!) : fs.existsSync(latest) ? latest : committed;

interface Figures {
  date: string;
  database: string;
  heldViewers: number;
  anchors: { before: { bareFastify: { requestsPerSec: number; cpuMicrosPerRequest: number }; loadAverage: number[] } };
  signIns: { apiCpuMillisPerSignIn: number };
  cost: {
    held: boolean;
    viewers: number;
    bareHellosPerViewerSecond: number;
    apiCpuSecondsPerViewerHour: number;
    postgresCpuSecondsPerViewerHour: number;
    bytesPerViewerHour: number;
    requestsPerViewerMinute: number;
    segmentShareOfRequests: number;
    statementsPerViewerMinute: number;
    rssMb: number[];
  };
}
const f = JSON.parse(fs.readFileSync(source, 'utf8')) as Figures;
if (source !== committed) fs.writeFileSync(committed, JSON.stringify(f, null, 2) + '\n');

const p = {
  barePerCore: opt('bare-per-core', 38_000),
  utilisation: opt('utilisation', 0.6),
  machineCores: opt('machine-cores', 8),
  machinePerMonth: opt('machine-per-month', 250),
  nicGbps: opt('nic-gbps', 10),
  pgStatementsPerCore: opt('pg-statements-per-core', 5_000),
  segmentKbps: opt('segment-kbps', 0),
  cdnPricePer10k: opt('cdn-price-per-10k', 0.01),
  cdnEgressPerGb: opt('cdn-egress-per-gb', 0.085),
  serverEgressPerGb: opt('server-egress-per-gb', 0.05),
};
const c = f.cost;
const segmentsPerViewerSecond = (c.requestsPerViewerMinute * c.segmentShareOfRequests) / 60;
const bytesPerViewerSecond = p.segmentKbps ? (p.segmentKbps * 1000) / 8 : c.bytesPerViewerHour / 3600;
const pgPerViewerSecond = c.statementsPerViewerMinute / 60;

function plan(viewers: number, cdn: boolean) {
  const apiShare = cdn ? 1 - c.segmentShareOfRequests : 1;
  const apiCores = (viewers * c.bareHellosPerViewerSecond * apiShare) / (p.barePerCore * p.utilisation);
  const egressGbps = (viewers * bytesPerViewerSecond * 8) / 1e9;
  // Without a CDN the API machines carry the segments' bytes too: whichever needs more machines decides.
  const apiMachines = Math.max(1, Math.ceil(apiCores / p.machineCores), cdn ? 0 : Math.ceil(egressGbps / (p.nicGbps * p.utilisation)));
  const pgCores = (viewers * pgPerViewerSecond) / (p.pgStatementsPerCore * p.utilisation);
  const pgMachines = Math.max(1, Math.ceil(pgCores / p.machineCores));
  const hours = 730;
  const seconds = viewers * hours * 3600;
  const egressMonthly = cdn ? seconds * ((segmentsPerViewerSecond * p.cdnPricePer10k) / 10_000 + (bytesPerViewerSecond * p.cdnEgressPerGb) / 1e9) : (seconds * bytesPerViewerSecond * p.serverEgressPerGb) / 1e9;
  const machinesMonthly = (apiMachines + pgMachines) * p.machinePerMonth;
  const bottleneck = [
    { what: 'API CPU', used: apiCores / (apiMachines * p.machineCores) },
    { what: 'API egress', used: cdn ? 0 : egressGbps / (apiMachines * p.nicGbps * p.utilisation) },
    { what: 'PostgreSQL statements', used: pgCores / (pgMachines * p.machineCores) },
  ].sort((a, b) => b.used - a.used)[0]!;
  return { viewers, apiCores, apiMachines, pgMachines, egressGbps, egressMonthly, monthly: machinesMonthly + egressMonthly, bottleneck: bottleneck.what };
}

const n = (x: number, d = 0) => x.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const rows = [1_000, 10_000, 100_000].flatMap((v) => [plan(v, false), plan(v, true)].map((r, i) => ({ ...r, how: i ? 'CDN in front' : 'from the API' })));
const load = f.anchors.before.loadAverage.join(' ');
const page = `# Capacity: what a viewer costs

Generated by \`npm run bench -- cost\` (bench/cost.ts) from the viewers bench (\`npm run bench -- viewers\`,
[116](decisions/116-viewer-model-and-capacity.md)); do not edit by hand: run it again with other parameters
(\`--machine-cores\`, \`--machine-per-month\`, \`--bare-per-core\`, \`--utilisation\`, \`--nic-gbps\`,
\`--pg-statements-per-core\`, \`--segment-kbps\`, \`--cdn-price-per-10k\`, \`--cdn-egress-per-gb\`). Its input is
[capacity-figures.json](capacity-figures.json) (the run of ${f.date}).

## The figures measured

| figure | value |
|---|---|
| run | ${f.date}, ${f.database}, load average ${load} |
| bare Fastify hello in the same run | ${n(f.anchors.before.bareFastify.requestsPerSec)} req/s, ${f.anchors.before.bareFastify.cpuMicrosPerRequest} µs CPU per request |
| viewers held with segment and save p99 ≤ 50 ms | ${n(f.heldViewers)}${c.held ? '' : ` (none held: the cost below is of ${c.viewers} viewers, whose p99 was over 50 ms)`} |
| API CPU per viewer | ${c.bareHellosPerViewerSecond} bare hellos per second (${c.apiCpuSecondsPerViewerHour} CPU-s per viewer-hour on this run's machine) |
| PostgreSQL CPU per viewer-hour (its backends) | ${c.postgresCpuSecondsPerViewerHour} s |
| requests per viewer-minute (segments' share) | ${c.requestsPerViewerMinute} (${n(c.segmentShareOfRequests * 100)} %) |
| statements per viewer-minute | ${c.statementsPerViewerMinute} |
| bytes per viewer-hour (bodies) | ${n(c.bytesPerViewerHour / 1e6, 1)} MB (the sample lectures' 360p segments) |
| API process RSS | ${c.rssMb.join(' + ')} MB |
| API CPU per sign-in | ${f.signIns.apiCpuMillisPerSignIn} ms |

## Machines for 1k / 10k / 100k concurrent viewers

Parameters: machines of ${p.machineCores} cores at ${n(p.machinePerMonth)} a month, ${n(p.barePerCore)} bare hellos per second per
core, used to ${n(p.utilisation * 100)} %; ${p.nicGbps} Gbit/s per machine; PostgreSQL ${n(p.pgStatementsPerCore)} statements per second per
core; ${p.segmentKbps ? `segments of ${p.segmentKbps} kbit/s` : 'segments as measured'}; CDN ${p.cdnPricePer10k} per 10,000 requests and ${p.cdnEgressPerGb} per GB;
the servers' own egress ${p.serverEgressPerGb} per GB. "A month" is the viewers watching around the clock (730 h): scale it by the hours
actually watched.

| viewers | segments | API cores | API machines | PostgreSQL machines | egress | egress a month | all a month | next bottleneck |
|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${n(r.viewers)} | ${r.how} | ${n(r.apiCores, 1)} | ${r.apiMachines} | ${r.pgMachines} | ${n(r.egressGbps, 2)} Gbit/s | ${n(r.egressMonthly)} | ${n(r.monthly)} | ${r.bottleneck} |`).join('\n')}

## Where the next bottleneck is

- **Statements per viewer**: ${c.statementsPerViewerMinute} a minute against ${c.requestsPerViewerMinute} requests: the stream check every 5 s
  and the key and save paths reach PostgreSQL; at 100k viewers that is ${n((100_000 * pgPerViewerSecond) / 1000, 1)}k statements per second
  (${plan(100_000, true).pgMachines} PostgreSQL machines at the parameters, and one primary takes every write). Progress saves alone are
  ${n(100_000 / 10)} writes per second at 100k viewers (batched per process, decision 079): the first thing to outgrow one primary.
- **The key route** is asked once per key period per viewer and cannot be cached by a CDN (the key goes only to the live stream).
- **Live classes' chat** is not in this model (no chat in the viewer mix): each message fans out to every viewer of the class.
- **Egress**: with real lectures (\`--segment-kbps 1500\`) the API machines' network, not their CPU, decides without a CDN.
`;
fs.writeFileSync(path.join(root, 'docs', 'capacity.md'), page);
console.log(`written docs/capacity.md from ${path.relative(root, source)}`);
