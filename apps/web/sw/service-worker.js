/* global self, caches, fetch, Response, URL, __SW_SHELL__ */
/* The school's service worker (docs/decisions/114). Built by vite.config.ts into dist/sw.js with its version and
 * the app shell's files filled in; served at the root with Cache-Control: no-cache so the browser checks it on
 * every visit.
 *
 * Updates are never half applied: each build has its own shell cache, a new worker waits until the page asks it to
 * take over (the member accepted "새 버전이 있습니다 · 새로고침"), and old shell caches are removed only once it is
 * active. API answers are never cached (personal data); saved offline lectures live in their own cache, which an
 * update keeps, and their keys are served only until the licence's expiry. */
const VERSION = '__SW_VERSION__';
const SHELL_FILES = __SW_SHELL__;
const SHELL = `shell-${VERSION}`;
const ASSETS = `assets-${VERSION}`;
const OFFLINE = 'offline-lectures-v1';
const SHELL_PAGE = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll([SHELL_PAGE, ...SHELL_FILES])));
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => (n.startsWith('shell-') || n.startsWith('assets-')) && n !== SHELL && n !== ASSETS).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/offline/')) return event.respondWith(offlineLecture(url));
  if (url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') return event.respondWith(page(request));
  if (url.pathname.startsWith('/assets/')) return event.respondWith(asset(request));
});

/** Pages come from the network (they carry the latest content); offline, the shell starts the app. */
async function page(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(SHELL_PAGE, { cacheName: SHELL })) ?? Response.error();
  }
}

/** Hashed files never change: the shell's copy, or the network's kept for this version (lazy pages). */
async function asset(request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok) {
    const copy = res.clone();
    caches.open(ASSETS).then((c) => c.put(request, copy)).catch(() => undefined);
  }
  return res;
}

/**
 * A saved lecture's files: /offline/<lc_no>/… as the page stored them (segments still encrypted). A key answers only
 * until the expiry stored with it; past it the lecture's files are deleted and the player is told to go online.
 */
async function offlineLecture(url) {
  const cache = await caches.open(OFFLINE);
  const hit = await cache.match(url.pathname);
  if (!hit) return new Response('', { status: 404 });
  const expires = Date.parse(hit.headers.get('x-licence-expires') ?? '');
  if (url.pathname.endsWith('.key') && !(expires > Date.now())) {
    const lecture = url.pathname.split('/')[2];
    for (const req of await cache.keys()) if (new URL(req.url).pathname.startsWith(`/offline/${lecture}/`)) await cache.delete(req);
    return new Response('', { status: 410 });
  }
  return hit;
}

self.addEventListener('push', (event) => {
  let message = { title: '투자학교', body: '', url: '/' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a readable body still shows the school's name.
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/';
  event.waitUntil(self.registration.showNotification(message.title, { body: message.body, icon: '/icons/icon-192.png', lang: 'ko', data: { url } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((list) => {
      const open = list.find((c) => new URL(c.url).pathname === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
