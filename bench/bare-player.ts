/**
 * The first frame's anchor, as bare Fastify is the load figures' (decision 102): the least a page can do to show the
 * same lecture from the same server in the same browser. One HTML file with a <video>, hls.js' light build and the
 * specification's two calls (auto, then play info) with the stored session; hls.js set up as the app's player sets
 * it (lowest rendition first, first segment fetched while the media source opens, the member's token on key
 * requests). No React, no router, no app. What the app's page takes beyond it is the app's own cost; what the bare
 * page takes is the machine's and the browser's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { playApi } from '@school/contracts/endpoints';
import { SESSION_STORAGE_KEY } from '../apps/web/src/stores/session-storage.ts';

export const BARE_PLAYER_PAGE = '/bare-player.html';
const HLS_FILE = 'bare-player-hls.js';
// Its own file: the server's Content-Security-Policy (script-src 'self') refuses inline scripts, the app's as well.
const SCRIPT_FILE = 'bare-player.js';
const hlsLight = path.join(import.meta.dirname, '../node_modules/hls.js/dist/hls.light.min.js');

function barePage(): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>bare player (bench)</title>
<script src="/${HLS_FILE}" async id="hls"></script></head>
<body style="margin:0;background:#fff">
<video controls playsinline preload="metadata" style="display:block;width:100%;max-width:880px;aspect-ratio:16/9;background:#000"></video>
<script src="/${SCRIPT_FILE}"></script>
</body></html>
`;
}

function bareScript(): string {
  return `const lcNo = Number(new URLSearchParams(location.search).get('lc_no'));
const token = JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})).state.user.accessToken;
const xsrf = String(Math.random()).slice(2);
document.cookie = 'XSRF-TOKEN=' + xsrf + '; path=/; SameSite=Strict';
const headers = { Accept: 'application/json', Authorization: 'Bearer ' + token };
const play = fetch(${JSON.stringify(playApi.start.path)}, { method: ${JSON.stringify(playApi.start.method)}, credentials: 'same-origin',
    headers: { ...headers, 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf }, body: JSON.stringify({ lc_no: lcNo }) })
  .then((r) => r.json())
  .then(() => fetch(${JSON.stringify(playApi.info.path)}.replace(':lc_no', lcNo), { credentials: 'same-origin', headers }))
  .then((r) => r.json());
const hlsLoaded = new Promise((resolve) => (window.Hls ? resolve() : document.getElementById('hls').addEventListener('load', resolve)));
Promise.all([play, hlsLoaded]).then(([answer]) => {
  const resume = answer.data.resume_second;
  const hls = new Hls({
    startPosition: resume > 0 ? resume : -1,
    startLevel: 0,
    startFragPrefetch: true,
    xhrSetup: (xhr, url) => {
      if (!new URL(url, location.href).pathname.endsWith('.key')) return;
      xhr.open('GET', url, true);
      xhr.setRequestHeader('Authorization', 'Bearer ' + token);
    },
  });
  hls.autoLevelCapping = 0;
  hls.loadSource(answer.data.media.hls);
  hls.attachMedia(document.querySelector('video'));
});
`;
}

/**
 * A copy of a web build (and its server renderer, when built beside it) with the bare page added, for the bench's
 * server (`WEB_DIST`): the page is served by the same static handler as the app's files, from the same origin, so it
 * reads the same stored session. Never part of a build that is shipped.
 */
export function withBarePlayer(dist: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-web-'));
  const copy = path.join(root, 'dist');
  fs.cpSync(dist, copy, { recursive: true });
  if (fs.existsSync(`${dist}-server`)) fs.cpSync(`${dist}-server`, `${copy}-server`, { recursive: true });
  fs.writeFileSync(path.join(copy, BARE_PLAYER_PAGE.slice(1)), barePage());
  fs.writeFileSync(path.join(copy, SCRIPT_FILE), bareScript());
  fs.copyFileSync(hlsLight, path.join(copy, HLS_FILE));
  return copy;
}
