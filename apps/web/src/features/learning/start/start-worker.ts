import type { StartRequest, StartStep } from './steps';

/**
 * The worker a lecture starts in (worker.ts; vite.config.ts: worker.format 'es'), or null where the browser refuses
 * a module worker (the page then starts the lecture through the app's client). Its own file, free of the app's code:
 * the page's first script imports it.
 */
export function startWorker(): Worker | null {
  try {
    return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/** A start the page's first script began: its worker, what it was asked, and its steps so far. */
export interface EarlyStart {
  worker: Worker;
  request: StartRequest;
  at: number;
  /** Kept until starts.ts listens (a worker's message nobody listens to is lost). */
  steps: StartStep[];
}

/**
 * Starts a lecture from the page's first script, with the stored session, before anything else of the app has
 * loaded: the calls leave as soon as the worker is up. starts.ts adopts it once its module has arrived.
 */
export function startEarly(request: StartRequest): EarlyStart | null {
  const worker = startWorker();
  if (!worker) return null;
  const early: EarlyStart = { worker, request, at: Date.now(), steps: [] };
  worker.onmessage = ({ data }: MessageEvent<StartStep>) => early.steps.push(data);
  worker.onerror = () => early.steps.push({ step: 'failed', reason: 'start worker failed' });
  worker.postMessage(request);
  return early;
}
