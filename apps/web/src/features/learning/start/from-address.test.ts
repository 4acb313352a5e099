import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../stores/session-state';
import { forgetStarts, pendingStart } from './starts';
import { startLectureFromAddress } from './from-address';
import { startEarly } from './start-worker';

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

  it("ends the start the page's first script began when there is nothing to start", () => {
    const terminate = vi.fn();
    const early = { worker: { terminate } as unknown as Worker, request: { lcNo: 2101, accessToken: 'token-1', xsrfToken: 'x' }, at: Date.now(), steps: [] };
    expect(startLectureFromAddress('http://localhost/course/play/21?lc_no=2101', early)).toBeNull();
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

  it("adopts the start the first script began (its steps so far included); the route's loader then finds it started", async () => {
    const workers: { sent: unknown[]; worker: { onmessage: ((event: { data: unknown }) => void) | null } }[] = [];
    vi.stubGlobal('Worker', class {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      sent: unknown[] = [];
      constructor() {
        workers.push({ sent: this.sent, worker: this });
      }
      postMessage(message: unknown) {
        this.sent.push(message);
      }
      terminate() {}
    });
    sessionStore.getState().setUser(member);
    const early = startEarly({ lcNo: 2101, accessToken: 'token-1', xsrfToken: 'x' })!;
    // auto answers before the module that keeps the start has loaded.
    const auto = { code: '0000', message: '성공', data: { lc_no: 2101 } };
    workers[0]!.worker.onmessage?.({ data: { step: 'auto', envelope: auto } });
    expect(startLectureFromAddress('http://localhost/course/play/21?lc_no=2101', early)).toBe(2101);
    expect(startLectureFromAddress('http://localhost/course/play/21?lc_no=2101')).toBe(2101);
    expect(workers).toHaveLength(1);
    expect(workers[0]!.sent).toEqual([{ lcNo: 2101, accessToken: 'token-1', xsrfToken: 'x' }]);
    expect(await pendingStart(2101)!.auto).toEqual(auto);
  });
});
