import { describe, expect, it } from 'vitest';
import { DomainEvents } from './domain-events.ts';

// What a publisher relies on: every subscriber hears the event, and one that throws is logged, never thrown back.
describe('domain events', () => {
  it('hands the payload to every subscriber and survives a failing one', async () => {
    const warned: object[] = [];
    const bus = new DomainEvents({ warn: (o) => warned.push(o) });
    const heard: string[] = [];
    bus.on('refund.completed', 'broken', () => {
      throw new Error('mail down');
    });
    bus.on('refund.completed', 'notices', async (e) => {
      heard.push(e.orderId);
    });
    await expect(bus.publish('refund.completed', { orderId: 'O-1' })).resolves.toBeUndefined();
    expect(heard).toEqual(['O-1']);
    expect(warned).toEqual([expect.objectContaining({ event: 'refund.completed', subscriber: 'broken' })]);
  });
});
