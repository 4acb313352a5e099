import { codes, type CodeName } from '@school/contracts';

/** A refusal the person should read: carries the code, HTTP status and Korean message of the code table. */
export class AppError extends Error {
  readonly code: string;
  readonly statusCode: number;
  readonly data: unknown;

  constructor(name: CodeName, options: { message?: string; data?: unknown } = {}) {
    const entry = codes[name];
    super(options.message ?? entry.message);
    this.code = entry.code;
    this.statusCode = entry.status;
    this.data = options.data ?? null;
  }
}
