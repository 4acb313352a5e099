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
  /** What the runner printed, when it is kept (runOne with `keep`). */
  output?: string;
}

/** `capture`: keep the output and print it at the end; `tee`: keep it and print it as it comes; neither: inherit. */
function exec(root: string, c: Command, mode: 'capture' | 'tee' | 'inherit'): Promise<{ code: number; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(c.command, c.args, { cwd: root, stdio: mode === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...c.env } });
    let output = '';
    const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      if (mode === 'tee') to.write(chunk);
    };
    child.stdout?.on('data', keep(process.stdout));
    child.stderr?.on('data', keep(process.stderr));
    child.on('error', (err) => (output += `${err.message}\n`));
    // The runner's own exit code decides: a signal counts as a failure.
    child.on('close', (code) => resolve({ code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }));
  });
}

/** One command printing as it goes; with `keep`, its output is also returned for the closing lines. */
export async function runOne(root: string, c: Command, keep = false): Promise<StepResult> {
  const r = await exec(root, c, keep ? 'tee' : 'inherit');
  return { ok: r.code === 0, seconds: r.seconds, ...(keep ? { output: r.output } : {}) };
}

/** Several commands at once; each one's output is printed whole when it ends, so the lines do not interleave. */
export async function runAll(root: string, commands: Array<Command & { label: string }>): Promise<StepResult> {
  const started = performance.now();
  const results = await Promise.all(
    commands.map(async (c) => {
      const r = await exec(root, c, 'capture');
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
