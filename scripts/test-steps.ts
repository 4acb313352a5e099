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
  /** What the closing lines add beside the step's time. */
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

/** A command started now and awaited later, beside other steps: its output is kept, to be printed whole. */
export function start(root: string, c: Command): Promise<{ code: number; output: string; seconds: number }> {
  return exec(root, c, 'capture');
}
