/**
 * Which account opened the console in this tab through the operator sign-in (alogin). A member
 * session alone does not open the console: the operator signs in here, and that attempt is audited.
 */
const KEY = 'consoleSession';

export function markConsoleSession(email: string): void {
  try {
    sessionStorage.setItem(KEY, email.trim().toLowerCase());
  } catch {
    // Storage blocked: the operator simply signs in again on reload.
  }
}

export function hasConsoleSession(email: string | undefined): boolean {
  try {
    return email !== undefined && sessionStorage.getItem(KEY) === email;
  } catch {
    return false;
  }
}

export function clearConsoleSession(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
