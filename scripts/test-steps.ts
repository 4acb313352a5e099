/** Runs the commands of one `npm test` step and times it. */
import { spawn } from 'node:child_process';

export interface Command {
  command: string;
  args: string[];
  env?: Record<string, string>;
}

export interface StepResult {
  ok: boolean;
  seconds: number;
  /** Per-command times when a step runs several commands side by side. */
  detail?: string;
}

function exec(root: string, c: Command, capture: boolean): Promise<{ code: number; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(c.command, c.args, { cwd: root, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...c.env } });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (err) => (output += `${err.message}\n`));
    // The runner's own exit code decides: a signal counts as a failure.
    child.on('close', (code) => resolve({ code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }));
  });
}

/** One command with the terminal as its output. */
export async function runOne(root: string, c: Command): Promise<StepResult> {
  const r = await exec(root, c, false);
  return { ok: r.code === 0, seconds: r.seconds };
}

/** Several commands at once; each one's output is printed whole when it ends, so the lines do not interleave. */
export async function runAll(root: string, commands: Array<Command & { label: string }>): Promise<StepResult> {
  const started = performance.now();
  const results = await Promise.all(
    commands.map(async (c) => {
      const r = await exec(root, c, true);
      console.log(`${r.code === 0 ? '✓' : '✗'} ${c.label} (${Math.round(r.seconds)} s)${r.output ? `\n${r.output.trimEnd()}` : ''}`);
      return { label: c.label, ...r };
    }),
  );
  return {
    ok: results.every((r) => r.code === 0),
    seconds: (performance.now() - started) / 1000,
    detail: results.map((r) => `${r.label} ${Math.round(r.seconds)} s`).join(', '),
  };
}
