import os from 'node:os';

/**
 * How often the machine's load is read: about how long a burst of requests may find ffmpeg still running, and how soon
 * a held one notices room again.
 */
const TICK_MS = 100;
/**
 * The longest ffmpeg is held in a row before it runs one tick anyway, so a transcode on a machine that stays busy still
 * ends: under 1 % of the time, which a p99 over a long enough stretch does not see.
 */
const MAX_HOLD_MS = 30_000;

export interface BusyYield {
  /** Resumes the process if this held it, and stops watching. */
  stop(): void;
  /** Time this held the process stopped since the last call, for a timeout that counts running time only. */
  takePausedMs(): number;
}

/** CPU time of the whole machine so far, and the part of it spent on non-niced work (ms, every core). */
function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    // Niced work (ffmpeg at 19, the worker at 10) is counted under `nice`: it is not what a paused ffmpeg makes room for.
    busy += times.user + times.sys + times.irq;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { busy, total };
}

/**
 * Holds a background process (ffmpeg) stopped (SIGSTOP) while the machine's other work leaves it fewer idle cores than
 * it has `threads`, and lets it go on (SIGCONT) once they are idle again, read every 100 ms; never more
 * than `maxHoldMs` in a row.
 *
 * Why on top of the idle scheduling class: that class hands ffmpeg every short gap a busy API leaves, and the request
 * that wakes up next finds ffmpeg on its core, to be switched out first. Measured on a 2-core VM under wrk, a plain busy
 * loop in the idle class still cost the constant route about a quarter of its throughput and raised its p50 and p99
 * (docs/decisions/100). Held whole while requests keep the cores busy, ffmpeg costs them nothing; the price is that a
 * transcode waits while they do.
 */
export function yieldWhileBusy(pid: number, threads: number, maxHoldMs = MAX_HOLD_MS): BusyYield {
  let last = cpuTimes();
  let lastTick = Date.now();
  let held = false;
  let heldFor = 0;
  let pausedMs = 0;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  };
  const timer = setInterval(() => {
    const now = cpuTimes();
    const cores = os.cpus().length;
    const busyCores = ((now.busy - last.busy) / Math.max(1, now.total - last.total)) * cores;
    last = now;
    const at = Date.now();
    // A longer gap means this process itself was stopped: only time spent holding ffmpeg is counted.
    if (held) {
      const counted = Math.min(at - lastTick, 2 * TICK_MS);
      pausedMs += counted;
      heldFor += counted;
    }
    lastTick = at;
    const hold = busyCores > cores - threads && heldFor < maxHoldMs;
    if (!hold) heldFor = 0;
    // Sent again on every tick while holding, so a SIGCONT from elsewhere does not undo it for long.
    if (hold) signal('SIGSTOP');
    else if (held) signal('SIGCONT');
    held = hold;
  }, TICK_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      if (held) signal('SIGCONT');
      held = false;
    },
    takePausedMs() {
      const ms = pausedMs;
      pausedMs = 0;
      return ms;
    },
  };
}
