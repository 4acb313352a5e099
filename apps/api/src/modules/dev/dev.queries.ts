import { desc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { devOutbox } from '../../db/schema/index.ts';
import type { OutboxMessageInput } from '../../providers/outbox.ts';

export async function insertOutbox(db: Conn, m: OutboxMessageInput) {
  await db.insert(devOutbox).values({ channel: m.channel, recipient: m.to, subject: m.subject, body: m.body });
}

export function listOutbox(db: Conn, recipient: string, limit = 20) {
  return db
    .select({ channel: devOutbox.channel, recipient: devOutbox.recipient, subject: devOutbox.subject, body: devOutbox.body, createdAt: devOutbox.createdAt })
    .from(devOutbox)
    .where(eq(devOutbox.recipient, recipient))
    .orderBy(desc(devOutbox.id))
    .limit(limit);
}
