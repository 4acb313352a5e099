import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../stores/session-state';
import { forgetStarts, pendingStart } from './starts';
import { startLectureFromAddress } from './from-address';

const member = { email: 'me@example.com', accessToken: 'token-1', refreshToken: 'r', provider_cd: null, device: null };

describe('the early lecture start from a play address', () => {
  afterEach(() => {
    sessionStore.getState().clearUser();
    forgetStarts();
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
    expect(pendingStart(2101)).toBeNull();
  });

  it("ends the worker the page's first script made when there is nothing to start", () => {
    const terminate = vi.fn();
    expect(startLectureFromAddress('http://localhost/course/play/21?lc_no=2101', { terminate } as unknown as Worker)).toBeNull();
    expect(terminate).toHaveBeenCalledOnce();
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
    expect(pendingStart(2101)).not.toBeNull();
  });

  it("hands the lecture to the worker the first script made, and the route's loader then finds it started", () => {
    const made = vi.fn();
    vi.stubGlobal('Worker', made);
    const sent: unknown[] = [];
    const early = { postMessage: (message: unknown) => sent.push(message), terminate: vi.fn() } as unknown as Worker;
    sessionStore.getState().setUser(member);
    expect(startLectureFromAddress('http://localhost/course/play/21?lc_no=2101', early)).toBe(2101);
    expect(startLectureFromAddress('http://localhost/course/play/21?lc_no=2101')).toBe(2101);
    expect(sent).toHaveLength(1);
    expect(made).not.toHaveBeenCalled();
  });
});
