/**
 * Registers the service worker (/sw.js, decision 114) after the page has loaded, so it never competes with the first
 * paint, and offers a new version when one is waiting: "새 버전이 있습니다 · 새로고침". The new worker takes over only
 * when the member presses 새로고침 (it is told SKIP_WAITING), and the page reloads once it controls it, so a page never
 * runs half old and half new code.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      if (registration.waiting && hadController) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const next = registration.installing;
        next?.addEventListener('statechange', () => {
          // A first install has nothing to replace; only a worker arriving beside a running one is an update.
          if (next.state === 'installed' && navigator.serviceWorker.controller) offer(next);
        });
      });
    })
    .catch(() => undefined);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
}

function offer(worker: ServiceWorker): void {
  if (document.getElementById('sw-update')) return;
  const box = document.createElement('div');
  box.id = 'sw-update';
  box.setAttribute('role', 'status');
  box.className = 'fixed inset-x-4 bottom-20 z-50 mx-auto flex max-w-sm items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg';
  const text = document.createElement('span');
  text.textContent = '새 버전이 있습니다';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'ml-auto rounded-lg bg-white px-3 py-1.5 font-semibold text-slate-900';
  button.textContent = '새로고침';
  button.addEventListener('click', () => {
    button.disabled = true;
    worker.postMessage({ type: 'SKIP_WAITING' });
  });
  box.append(text, button);
  document.body.append(box);
}
