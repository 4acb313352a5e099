/**
 * Readiness for load balancers (decision 089): `/readyz` answers 200 while this process should get traffic and 503
 * once it should not — a check failed (database unreachable, migrations not applied) or the process is draining
 * after SIGTERM. Liveness (`/healthz`) stays 200 while the process runs, so a draining process is not killed early.
 */
export interface ReadinessCheck {
  name: string;
  /** Resolves when the part is ready; rejects (with a reason an operator reads) when it is not. */
  check: () => Promise<void>;
}

export interface ReadinessReport {
  ready: boolean;
  draining: boolean;
  checks: Record<string, string>;
}

const CHECK_TIMEOUT_MS = 2000;

export class Readiness {
  private drainingSince: number | null = null;
  private readonly checks: ReadinessCheck[] = [];

  add(check: ReadinessCheck): void {
    this.checks.push(check);
  }

  /** From now on /readyz answers 503; requests are still served until the server closes. */
  drain(): void {
    this.drainingSince ??= Date.now();
  }

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  async report(): Promise<ReadinessReport> {
    const results = await Promise.all(
      this.checks.map(async ({ name, check }) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
        });
        try {
          await Promise.race([check(), timeout]);
          return [name, 'ok'] as const;
        } catch (err) {
          return [name, err instanceof Error ? err.message : String(err)] as const;
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    const checks = Object.fromEntries(results);
    return { ready: !this.draining && results.every(([, r]) => r === 'ok'), draining: this.draining, checks };
  }
}
