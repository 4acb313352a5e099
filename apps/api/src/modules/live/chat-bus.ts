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
  | { type: 'pinned'; id: number; classId: number; text: string }
  | { type: 'answered'; id: number; classId: number }
  | { type: 'status'; classId: number; status: 'scheduled' | 'live' | 'interrupted' | 'ended' };

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

  constructor(private readonly pub: Redis) {
    this.sub = pub.duplicate();
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
    await this.sub.subscribe(channel(classId));
    const off = await this.local.subscribe(classId, handler);
    return async () => {
      await off();
      // Other sockets of this process may still listen to the class; Redis keeps one subscription per channel.
    };
  }

  async close(): Promise<void> {
    await this.local.close();
    this.sub.disconnect();
  }
}

/** What a reconnecting client has not seen yet: only ids after its last one, each once, in order. */
export function afterId<T extends { id: number }>(history: readonly T[], lastSeen: number): T[] {
  const seen = new Set<number>();
  return history
    .filter((m) => m.id > lastSeen && !seen.has(m.id) && (seen.add(m.id), true))
    .sort((a, b) => a.id - b.id);
}
