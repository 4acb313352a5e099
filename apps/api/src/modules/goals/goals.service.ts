import { randomBytes } from 'node:crypto';
import { type GoalStatus, shiftDay } from '@school/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { creditedTotals } from '../../db/watch-weeks.ts';
import { AppError } from '../../http/app-error.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import { claimWeeklyMails, goalsOf, mailChoiceOf, unsubscribeByToken, upsertGoal, upsertMailChoice } from './goals.queries.ts';
import { isKoreanNight, mondayOf, summarize } from './weeks.ts';

/** How far back a streak is counted (two years of weeks). */
const STREAK_WEEKS = 104;
const SHOWN_WEEKS = 8;

/** Who sends the mail and where its links lead (the law asks for the sender's name and contact). */
export interface MailSite {
  publicUrl: string;
  senderName: string;
  senderAddress: string;
}

/** Weekly goals, their streak and the opt-in weekly summary mail (decision 097). The clock is injectable for tests. */
export class GoalsService {
  constructor(
    private readonly db: Db,
    private readonly mail: MailSender,
    private readonly site: MailSite,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async status(memberId: number): Promise<GoalStatus> {
    const [{ weeks, streak }, choice] = await Promise.all([this.weeksOf(memberId, this.now()), mailChoiceOf(this.db, memberId)]);
    const thisWeek = weeks.at(-1)!;
    return {
      minutes: thisWeek.goal,
      this_week: thisWeek,
      streak,
      weeks: weeks.slice(-SHOWN_WEEKS),
      // Consent withdrawn on /my/info stops the mail too: it shows as off.
      weekly_mail: choice.isMarket === 'Y' ? choice.weeklyMail : 'N',
      is_market: choice.isMarket,
    };
  }

  async setGoal(memberId: number, minutes: number): Promise<GoalStatus> {
    await upsertGoal(this.db, memberId, mondayOf(this.now()), minutes);
    return this.status(memberId);
  }

  async setMail(memberId: number, weeklyMail: 'Y' | 'N'): Promise<GoalStatus> {
    if (weeklyMail === 'Y' && (await mailChoiceOf(this.db, memberId)).isMarket !== 'Y') throw new AppError('GOAL_MAIL_NEEDS_MARKETING');
    await upsertMailChoice(this.db, memberId, weeklyMail, randomBytes(24).toString('base64url'));
    return this.status(memberId);
  }

  async unsubscribe(token: string): Promise<{ weekly_mail: 'N' }> {
    if (!(await unsubscribeByToken(this.db, token))) throw new AppError('GOAL_UNSUBSCRIBE_INVALID');
    return { weekly_mail: 'N' };
  }

  /**
   * The scheduled job: last week's summary to each member who opted in and still consents to advertising. Never
   * at night (21:00–08:00 KST); each member once a week, whichever process runs it. Returns how many were mailed.
   */
  async sendWeeklySummaries(limit = 500): Promise<number> {
    const at = this.now();
    if (isKoreanNight(at)) return 0;
    const lastWeek = shiftDay(mondayOf(at), -7);
    const due = await claimWeeklyMails(this.db, lastWeek, limit);
    let sent = 0;
    for (const m of due) {
      try {
        const { weeks, streak } = await this.weeksOf(m.memberId, at);
        await this.mail.send(this.summaryMail(m.email, m.token, weeks.at(-2)!, streak));
        sent++;
      } catch (err) {
        this.log.warn({ err, memberId: m.memberId }, 'weekly summary mail failed');
      }
    }
    return sent;
  }

  private summaryMail(to: string, token: string, week: GoalStatus['this_week'], streak: number) {
    const { publicUrl, senderName, senderAddress } = this.site;
    const range = `${week.week_start.slice(5).replace('-', '.')}–${shiftDay(week.week_start, 6).slice(5).replace('-', '.')}`;
    const result =
      week.goal === null ? '아직 주간 목표를 정하지 않으셨습니다.' : week.met === 'Y' ? `목표 ${week.goal}분을 달성했습니다.` : `목표 ${week.goal}분에 ${week.goal - week.minutes}분 모자랐습니다.`;
    const text = [
      `지난주(${range}) 학습 요약`,
      '',
      `수강 시간: ${week.minutes}분`,
      result,
      `연속 달성: ${streak}주`,
      '',
      `이번 주 목표와 기록 보기: ${publicUrl}/my`,
      '',
      '─',
      `보낸 곳: ${senderName} (${senderAddress})`,
      '이 메일은 광고성 정보 수신과 주간 학습 요약 메일 받기에 동의하신 회원께 보냅니다.',
      `수신거부: ${publicUrl}/goals/unsubscribe?token=${token}`,
      `광고성 정보 수신 동의는 ${publicUrl}/my/info 에서 언제든 철회할 수 있습니다.`,
    ].join('\n');
    // 정보통신망법 §50 ④ and its decree: an advertising message's subject starts with (광고).
    return { to, subject: `(광고) [${senderName}] 지난주 학습 요약`, text };
  }

  /** The member's weeks up to the one `at` falls in, oldest first, with the streak. */
  private async weeksOf(memberId: number, at: Date) {
    const thisMonday = mondayOf(at);
    const mondays = Array.from({ length: STREAK_WEEKS }, (_, i) => shiftDay(thisMonday, (i - STREAK_WEEKS + 1) * 7));
    // The total at the Sunday before each Monday; the current week ends now.
    const [totals, goals] = await Promise.all([creditedTotals(this.db, memberId, mondays.map((m) => shiftDay(m, -1))), goalsOf(this.db, memberId)]);
    const ends = [...totals.atDays.slice(1), totals.now];
    const seconds = mondays.map((_, i) => ends[i]! - totals.atDays[i]!);
    return summarize(mondays, seconds, goals);
  }
}
