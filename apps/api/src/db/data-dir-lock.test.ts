import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isAlive } from './data-dir-lock.ts';

const state = (pid: number) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0];

describe.runIf(process.platform === 'linux')('isAlive', () => {
  it('counts a killed process that is not reaped yet (a zombie) as dead', () => {
    const child = spawn('sleep', ['30']);
    const pid = child.pid!;
    expect(isAlive(pid)).toBe(true);
    child.kill('SIGKILL');
    // Synchronous wait: the event loop cannot reap the child meanwhile, so it stays a zombie.
    const deadline = Date.now() + 5000;
    while (state(pid) !== 'Z' && Date.now() < deadline);
    expect(state(pid)).toBe('Z');
    expect(isAlive(pid)).toBe(false);
  });
});
