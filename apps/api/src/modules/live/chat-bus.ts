import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * What one API process tells the others about a class's chat: a message (with its id, so a reconnecting client
 * drops what it already has), a hidden message, a pin, an answered question. In-process on the embedded default;
 * Redis pub/sub when several API processes serve the sockets. Same interface, so the socket code does not know.
 */
export type ChatEvent =
  | { type: 'message'; id: number; classId: number; memberId: number; nick: string; text: string; question: boolean; at: string }
  | { type: 'hidden'; id: number; classId: number }
  | { type: 'pinned'; classId: number; text: string | null }
  | { type: 'answered'; id: number; classId: number }
  | { type: 'status'; classId: number; status: 'scheduled' | 'live' | 'interrupted' | 'ended' }
  | { type: 'slow_mode'; classId: number; seconds: number }
  | { type: 'muted'; classId: number; memberId: number; on: boolean }
  /** Staff banned the member from live chat (decision 129): their sockets in the class are closed. */
  | { type: 'banned'; classId: number; memberId: number };

export interface ChatBus {
  publish(event: ChatEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(classId: number, handler: (event: ChatEvent) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const channel = (classId: number) => `live:chat:${classId}`;

export class InProcessChatBus implements ChatBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: ChatEvent): Promise<void> {
    this.emitter.emit(channel(event.classId), event);
  }

  async subscribe(classId: number, handler: (event: ChatEvent) => void): Promise<() => Promise<void>> {
    this.emitter.on(channel(classId), handler);
    return async () => void this.emitter.off(channel(classId), handler);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** A subscriber connection cannot issue other commands, so it is a duplicate of the publishing one. */
export class RedisChatBus implements ChatBus {
  private readonly sub: Redis;
  private readonly local = new InProcessChatBus();
  /** Local listeners per class: the Redis subscription lives while there is at least one. */
  private readonly listeners = new Map<number, number>();

  constructor(private readonly pub: Redis) {
    // The subscriber may be asked to subscribe before its connection is up: it queues, unlike the shared client.
    this.sub = pub.duplicate({ enableOfflineQueue: true });
    // ioredis reconnects by itself; without a listener an outage's errors would be the process's unhandled errors
    // (the scale run's redis-down fault). The shared connection already reports the outage.
    this.sub.on('error', () => undefined);
    this.sub.on('message', (ch: string, raw: string) => {
      try {
        const event = JSON.parse(raw) as ChatEvent;
        if (ch === channel(event.classId)) void this.local.publish(event);
      } catch {
        // A foreign or broken payload on our channel is dropped, never delivered half-read.
      }
    });
  }

  async publish(event: ChatEvent): Promise<void> {
    await this.pub.publish(channel(event.classId), JSON.stringify(event));
  }

  async subscribe(classId: number, handler: (event: ChatEvent) => void): Promise<() => Promise<void>> {
    // Counted and sent before any await, so the commands reach Redis in the order the counts changed (one connection).
    const count = (this.listeners.get(classId) ?? 0) + 1;
    this.listeners.set(classId, count);
    const joined = count === 1 ? this.sub.subscribe(channel(classId)) : Promise.resolve(count);
    const off = await this.local.subscribe(classId, handler);
    await joined;
    let done = false;
    return async () => {
      if (done) return;
      done = true;
      const left = (this.listeners.get(classId) ?? 1) - 1;
      if (left > 0) this.listeners.set(classId, left);
      else this.listeners.delete(classId);
      // The last local listener of the class left: this process stops receiving the class's traffic.
      const dropped = left > 0 ? Promise.resolve(0) : this.sub.unsubscribe(channel(classId));
      await off();
      await dropped;
    };
  }

  async close(): Promise<void> {
    await this.local.close();
    this.sub.disconnect();
  }
}

/** The last `size` ids added, so "sent once" needs no mark that only rises: `add` is false for an id already kept. */
export class RecentIds {
  private readonly ids = new Set<number>();

  constructor(private readonly size: number) {}

  add(id: number): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > this.size) this.ids.delete(this.ids.values().next().value!);
    return true;
  }
}

/** What a reconnecting client has not seen yet: only ids after its last one, each once, in order. */
export function afterId<T extends { id: number }>(history: readonly T[], lastSeen: number): T[] {
  const seen = new Set<number>();
  return history
    .filter((m) => m.id > lastSeen && !seen.has(m.id) && (seen.add(m.id), true))
    .sort((a, b) => a.id - b.id);
}
