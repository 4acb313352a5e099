import type { SuspensionNotice } from '@school/contracts';
import { codes } from '@school/contracts/plain';

/*
 * A 0905 met mid-session (the member was suspended while watching): the client signs out and goes to /login,
 * and the login page says why instead of showing an empty form (issue 33 item 13). Kept in sessionStorage for
 * that one hand-over; the server gives the reason only to the member it belongs to.
 */

const KEY = 'school-blocked';

export interface BlockedNotice {
  message: string;
  /** Present when the server named a suspension (reason, end). */
  suspension: SuspensionNotice | null;
}

/** Reads the suspension out of a 0905's data, checked by hand (zod stays out of the first load). */
export function suspensionOf(data: unknown): SuspensionNotice | null {
  const d = data as Partial<SuspensionNotice> | null;
  if (!d || d.status !== 'suspended' || typeof d.reason !== 'string') return null;
  return { status: 'suspended', reason: d.reason, until: typeof d.until === 'string' ? d.until : null };
}

export function rememberBlocked(envelope: { code: string; message: string; data: unknown }): void {
  if (envelope.code !== codes.ACCOUNT_BLOCKED.code) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ message: envelope.message, suspension: suspensionOf(envelope.data) } satisfies BlockedNotice));
  } catch {
    // Storage blocked: the login page falls back to its general text.
  }
}

/** The notice left by the last 0905 (read by the login page, then forgotten with `forgetBlocked`). */
export function peekBlocked(): BlockedNotice | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as BlockedNotice) : null;
  } catch {
    return null;
  }
}

export function forgetBlocked(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

const ENDED_KEY = 'school-session-ended';

/**
 * A 0904 met mid-session (a third device signed in and pushed this one out, or the member signed out elsewhere):
 * the login page says why, with the server's message, instead of a bare form.
 */
export function rememberSessionEnded(envelope: { code: string; message: string }): void {
  if (envelope.code !== codes.SESSION_ENDED.code) return;
  try {
    sessionStorage.setItem(ENDED_KEY, envelope.message);
  } catch {
    // Storage blocked: the login page shows its form alone.
  }
}

/** The message of the last 0904 (read by the login page, then forgotten with `forgetSessionEnded`). */
export function peekSessionEnded(): string | null {
  try {
    return sessionStorage.getItem(ENDED_KEY);
  } catch {
    return null;
  }
}

export function forgetSessionEnded(): void {
  try {
    sessionStorage.removeItem(ENDED_KEY);
  } catch {
    // Nothing was kept.
  }
}
