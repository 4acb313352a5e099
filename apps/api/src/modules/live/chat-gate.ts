import { MemoryChatCounters, type ChatCounters } from './chat-counters.ts';

/**
 * The checks every chat message passes before anyone else sees it: shape, mute, links/contacts, the advice guard
 * (Capital Markets Act: no individual recommendation in a paid two-way channel; the message is held back with the
 * reason), then the counters: rate, slow mode, repetition. The counters come last because passing them counts the
 * message, and a refused message must not use up the member's allowance. The advice check is handed in (the Q&A
 * area owns the guard); the counters are in memory or in Redis (chat-counters.ts, decision 134).
 */
export type GateRefusal =
  | 'LIVE_CHAT_INVALID'
  | 'LIVE_CHAT_MUTED'
  | 'LIVE_CHAT_RATE_LIMIT'
  | 'LIVE_CHAT_SLOW_MODE'
  | 'LIVE_CHAT_REPEAT'
  | 'LIVE_CHAT_LINK'
  | 'LIVE_CHAT_ADVICE_HELD';

export interface GateOptions {
  /** Returns the staff-facing reason when the text asks for or gives a pick, else null. */
  advice: (text: string) => string | null;
  now?: () => number;
  /** Where the per-member counts are kept: this process by default, Redis with several API processes. */
  counters?: ChatCounters;
  /** Messages a member may send in `ratePerMs` however slow mode is set (flood guard). */
  rateMax?: number;
  ratePerMs?: number;
}

export const MAX_CHAT_LENGTH = 300;
/** The same text again within this long of the member's last message is refused. */
const REPEAT_MS = 30_000;

// Links however written (scheme, www., bare domains, 오픈채팅), and phone numbers: the usual spam and the usual
// way a "리딩방" pulls members out of the school.
const LINK = /(https?:\/\/|www\.|[a-z0-9-]+\.(com|net|org|kr|io|me|ly|gg|co|xyz|link|app)\b|open\.kakao|오픈\s*채팅|텔레\s*그램|t\.me)/iu;
const PHONE = /(01[016789]|0\d{1,2})[\s.-]?\d{3,4}[\s.-]?\d{4}/u;

export class ChatGate {
  private readonly counters: ChatCounters;
  private readonly muted = new Set<string>();
  private readonly slowMs = new Map<number, number>();

  constructor(private readonly o: GateOptions) {
    this.counters = o.counters ?? new MemoryChatCounters(o.now);
  }

  setSlowMode(classId: number, seconds: number): void {
    this.slowMs.set(classId, Math.max(0, Math.min(300, Math.floor(seconds))) * 1000);
  }

  mute(classId: number, memberId: number, on: boolean): void {
    const k = `${classId}:${memberId}`;
    if (on) this.muted.add(k);
    else this.muted.delete(k);
  }

  isMuted(classId: number, memberId: number): boolean {
    return this.muted.has(`${classId}:${memberId}`);
  }

  /** Returns the cleaned text to publish, or the refusal code. Staff skip rate, slow mode and repetition. */
  async check(classId: number, memberId: number, raw: unknown, staff = false): Promise<{ ok: true; text: string } | { ok: false; code: GateRefusal; reason?: string }> {
    const text = typeof raw === 'string' ? raw.normalize('NFC').replace(/\s+/gu, ' ').trim() : '';
    if (text.length === 0 || text.length > MAX_CHAT_LENGTH) return { ok: false, code: 'LIVE_CHAT_INVALID' };
    if (!staff) {
      if (this.muted.has(`${classId}:${memberId}`)) return { ok: false, code: 'LIVE_CHAT_MUTED' };
      if (LINK.test(text) || PHONE.test(text)) return { ok: false, code: 'LIVE_CHAT_LINK' };
      const advice = this.o.advice(text);
      if (advice) return { ok: false, code: 'LIVE_CHAT_ADVICE_HELD', reason: advice };
      const refused = await this.counters.take(`${classId}:${memberId}`, text, {
        rateMax: this.o.rateMax ?? 5,
        rateMs: this.o.ratePerMs ?? 10_000,
        slowMs: this.slowMs.get(classId) ?? 0,
        repeatMs: REPEAT_MS,
      });
      if (refused) return { ok: false, code: refused };
    }
    return { ok: true, text };
  }
}
