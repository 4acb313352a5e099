import type { FastifyBaseLogger } from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger.js';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * The logger of one request, made only when the request writes a line. Fastify gives every request a
 * pino child (its bindings serialised and redacted up front), and most requests write nothing at the
 * production level: at thousands of reads a second that was a measurable share of a request (issue 13).
 * A level that is off costs one comparison; the first line written makes the real child.
 */
class LazyRequestLogger {
  private made: Logger | null = null;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  private get real(): Logger {
    return (this.made ??= this.parent.child(this.bindings));
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  get msgPrefix(): string | undefined {
    return this.parent.msgPrefix;
  }

  private write(level: Level, args: unknown[]) {
    if (!(this.made ?? this.parent).isLevelEnabled(level)) return;
    const real = this.real;
    Reflect.apply(real[level], real, args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: lazy children, except for a route that sets its own log level. */
export const lazyRequestLogger: FastifyChildLoggerFactory = (logger, bindings, options) => {
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new LazyRequestLogger(logger as unknown as Logger, bindings);
};
