/**
 * The worker a lecture starts in (worker.ts; vite.config.ts: worker.format 'es'), or null where the browser refuses
 * a module worker (the page then starts the lecture through the app's client). Its own file, free of the app's code:
 * the page's first script makes it before anything else has loaded, so it is running by the time it is handed the
 * lecture.
 */
export function startWorker(): Worker | null {
  try {
    return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}
