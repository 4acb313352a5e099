import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { accountLimits } from '@school/contracts';

// Only entries that pass the length rule can ever match; lower-cased so "Password1" style
// variants of a listed word are caught too.
const COMMON = new Set(
  dictionary['passwords-common'].filter((p) => p.length >= accountLimits.passwordMin).map((p) => p.toLowerCase()),
);

/**
 * argon2id everywhere. Tests use the same algorithm with a small memory cost so the
 * suite stays fast; production uses OWASP's baseline (19 MiB, 2 passes).
 */
export class Passwords {
  private readonly options: { memoryCost: number; timeCost: number; parallelism: number };
  private dummy: Promise<string> | null = null;

  constructor(cheap: boolean) {
    this.options = cheap ? { memoryCost: 1024, timeCost: 1, parallelism: 1 } : { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  }

  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  async verify(stored: string | null, password: string): Promise<boolean> {
    if (!stored) {
      await this.burn(password);
      return false;
    }
    return verify(stored, password).catch(() => false);
  }

  /** Spends the same time as a real check, so an unknown e-mail cannot be told apart by timing. */
  async burn(password: string): Promise<void> {
    this.dummy ??= this.hash('dummy-password-for-timing');
    await verify(await this.dummy, password).catch(() => false);
  }

  isCommon(password: string): boolean {
    return COMMON.has(password.toLowerCase());
  }
}
