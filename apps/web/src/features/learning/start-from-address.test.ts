import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-state';
import { takeEarlyStart } from './api/early-start';
import { startLectureFromAddress } from './start-from-address';

const member = { email: 'me@example.com', accessToken: 'token-1', refreshToken: 'r', provider_cd: null, device: null };

describe('the early lecture start from a play address', () => {
  afterEach(() => {
    sessionStore.getState().clearUser();
    takeEarlyStart(0);
    vi.unstubAllGlobals();
  });

  it('does nothing for a signed-out visitor or without a lecture number', () => {
    const Worker = vi.fn();
    vi.stubGlobal('Worker', Worker);
    expect(startLectureFromAddress('http://localhost/course/play/21?lc_no=2101')).toBeNull();
    sessionStore.getState().setUser(member);
    expect(startLectureFromAddress('http://localhost/course/play/21')).toBeNull();
    expect(startLectureFromAddress('http://localhost/course/play/21?lc_no=abc')).toBeNull();
    expect(Worker).not.toHaveBeenCalled();
    expect(takeEarlyStart(2101)).toBeNull();
  });

  it("starts a signed-in member's lecture, with the token handed to the worker (never in an address)", () => {
    const sent: unknown[] = [];
    vi.stubGlobal('Worker', class {
      constructor(readonly url: URL) {}
      postMessage(message: unknown) {
        sent.push(message);
      }
    });
    sessionStore.getState().setUser(member);
    expect(startLectureFromAddress('http://localhost/course/play/21?lc_no=2101')).toBe(2101);
    expect(sent).toEqual([{ lcNo: 2101, accessToken: 'token-1', xsrfToken: expect.any(String) }]);
    expect(takeEarlyStart(2101)).not.toBeNull();
  });
});
