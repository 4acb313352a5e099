import type { FastifyBaseLogger } from 'fastify';
import type { SeminarService } from './seminars.service.ts';

const EVERY_MS = 10 * 60_000;
const koreanHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', hour12: false });

/**
 * The day-before seminar reminder, tried every 10 minutes between 10:00 and 20:00 Korean time
 * (no messages at night). Every process may run it: sendReminders claims each registration
 * with one UPDATE before sending, so a reminder goes out once (docs/decisions/031).
 */
export function startReminderJob(seminars: SeminarService, log: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    const hour = Number(koreanHour.format(new Date()));
    if (running || hour < 10 || hour >= 20) return;
    running = true;
    seminars
      .sendReminders()
      .then((n) => n > 0 && log.info({ count: n }, 'seminar reminders sent'))
      .catch((err: unknown) => log.warn({ err }, 'seminar reminder job failed'))
      .finally(() => (running = false));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
