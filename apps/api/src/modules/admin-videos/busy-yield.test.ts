import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldWhileBusy } from './busy-yield.ts';

/** The process's state letter (Linux /proc): T when stopped. */
const state = (pid: number) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[0];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A two-core machine whose non-niced load the test sets: every read adds 100 ms per core, busy or idle. */
function fakeMachine() {
  const load = { busy: true };
  const times = { user: 0, nice: 0, sys: 0, idle: 0, irq: 0 };
  vi.spyOn(os, 'cpus').mockImplementation(() => {
    if (load.busy) times.user += 100;
    else times.idle += 100;
    return [0, 1].map(() => ({ model: 'test', speed: 0, times: { ...times } }));
  });
  return load;
}

afterEach(() => vi.restoreAllMocks());

// Issue 32, decision 100: ffmpeg beside an API is paused whole while requests keep the cores busy.
describe.runIf(process.platform === 'linux')('yielding to a busy machine', () => {
  it('holds the process while other work leaves it no idle core, lets it go on once there is one, and counts the time held', async () => {
    const load = fakeMachine();
    const child = spawn('sleep', ['30']);
    const yielding = yieldWhileBusy(child.pid!, 1);
    try {
      await vi.waitFor(() => expect(state(child.pid!)).toBe('T'), { timeout: 2000, interval: 50 });
      await sleep(600);
      load.busy = false;
      await vi.waitFor(() => expect(state(child.pid!)).not.toBe('T'), { timeout: 2000, interval: 50 });
      expect(yielding.takePausedMs()).toBeGreaterThanOrEqual(500);
      expect(yielding.takePausedMs()).toBe(0);
    } finally {
      yielding.stop();
      child.kill('SIGKILL');
    }
  });

  it('lets the process run a moment after holding it for the longest time allowed, so it ends on a machine that stays busy', async () => {
    fakeMachine();
    const child = spawn('sleep', ['30']);
    const yielding = yieldWhileBusy(child.pid!, 1, 500);
    try {
      await vi.waitFor(() => expect(state(child.pid!)).toBe('T'), { timeout: 2000, interval: 20 });
      await vi.waitFor(() => expect(state(child.pid!)).not.toBe('T'), { timeout: 2000, interval: 20 });
      await vi.waitFor(() => expect(state(child.pid!)).toBe('T'), { timeout: 2000, interval: 20 });
    } finally {
      yielding.stop();
      child.kill('SIGKILL');
    }
  });

  it('lets a held process go on when it stops watching', async () => {
    fakeMachine();
    const child = spawn('sleep', ['30']);
    const yielding = yieldWhileBusy(child.pid!, 1);
    try {
      await vi.waitFor(() => expect(state(child.pid!)).toBe('T'), { timeout: 2000, interval: 50 });
      yielding.stop();
      await vi.waitFor(() => expect(state(child.pid!)).not.toBe('T'), { timeout: 2000, interval: 50 });
    } finally {
      child.kill('SIGKILL');
    }
  });
});
