import type { SettlementPayeeBody, SettlementStatement, SettlementStatementRow, SettlementTermsBody } from '@school/contracts/admin';
import type { FastifyBaseLogger } from 'fastify';
import { recordChange, type Actor } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { appendLedger } from '../../db/ledger.ts';
import { AppError } from '../../http/app-error.ts';
import { koreanDay, startOfKoreanMonth } from '@school/contracts';
import { koreanMonth, shiftMonth } from '../../lib/business-days.ts';
import type { Sealer } from '../../lib/sealer.ts';
import { bankTransferFile, maskId, maskName, SelfPayoutError, type Payout } from './settlement.bank.ts';
import { computeStatement, nthBusinessDay } from './settlement.compute.ts';
import * as q from './settlement.queries.ts';

/** What is sealed for a payee (decision 118): never stored, logged or answered in clear. */
interface PayeeDetails {
  real_name: string;
  id_number: string;
  bank_code: string;
  account_no: string;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const range = (month: string): q.MonthRange => ({ month, next: shiftMonth(month, 1), start: startOfKoreanMonth(month), end: startOfKoreanMonth(shiftMonth(month, 1)) });
/** Statements of a month are confirmed on the 7th Korean business day of the next month. */
export const confirmDay = (month: string) => nthBusinessDay(shiftMonth(month, 1), 7);

/**
 * Monthly teacher statements from the one ledger (decisions 103, 118): computed as drafts, confirmed on the 7th
 * business day (then locked by the database), corrected only by new lines, exported as a bank file and marked paid
 * with a ledger row.
 */
export class SettlementService {
  constructor(
    private readonly db: Db,
    private readonly sealer: Sealer,
    private readonly d: { feeBp: number; senderLabel: string; log: FastifyBaseLogger; now?: () => Date },
  ) {}

  private now() {
    return this.d.now?.() ?? new Date();
  }

  // ---- statements from the ledger ----

  /**
   * Computes every teacher's statement of a month as a draft. With `strict` (the console), a teacher whose sold course
   * has no terms refuses the whole run (4112); the job computes the others and logs the one left out.
   */
  async compute(month: string, strict: boolean) {
    const r = range(month);
    const [money, pool, watching, terms] = await Promise.all([q.courseMoney(this.db, r), q.poolMoney(this.db, r), q.passWatching(this.db, r), q.termsInForce(this.db, month)]);
    const payees = new Map((await q.payees(this.db)).map((p) => [p.teacherSn, p]));
    const totalSeconds = watching.reduce((s, w) => s + Number(w.seconds), 0);
    const teacherSns = new Set([...money.map((m) => m.teacher_sn), ...watching.filter((w) => Number(w.seconds) > 0).map((w) => w.teacher_sn)]);
    for (const p of payees.values()) if (((await q.standingPayable(this.db, p.teacherSn, shiftMonth(month, -1))) ?? 0) < 0) teacherSns.add(p.teacherSn);

    const skipped: string[] = [];
    let computed = 0;
    let locked = 0;
    for (const teacherSn of [...teacherSns].sort((a, b) => a - b)) {
      const payee = payees.get(teacherSn);
      const own = terms.filter((t) => t.teacher_sn === teacherSn);
      const courses = money.filter((m) => m.teacher_sn === teacherSn);
      const unpriced = courses.filter((c) => !own.some((t) => t.course_sn === c.course_sn)).map((c) => c.course_sn);
      const reason = !payee ? '정산 정보 없음' : unpriced.length ? `강의 ${unpriced.join(', ')}의 계약 조건 없음` : null;
      if (reason) {
        if (strict && unpriced.length) throw new AppError('SETTLEMENT_TERMS_MISSING', { data: { teacher_sn: teacherSn, course_sn: unpriced } });
        skipped.push(`강사 ${teacherSn}: ${reason}`);
        continue;
      }
      const poolBp = own.find((t) => t.course_sn === null)?.teacher_share_bp ?? 0;
      const previous = (await q.standingPayable(this.db, teacherSn, shiftMonth(month, -1))) ?? 0;
      const statement = computeStatement({
        payeeType: payee!.payeeType as 'individual' | 'business',
        courses: courses.map((c) => ({
          courseId: c.course_sn,
          grossWon: Number(c.gross),
          refundWon: Number(c.refunds),
          teacherCouponWon: Number(c.teacher_coupon),
          // The ledger keeps what was paid, not the provider's fee: the contracted rate of the payments (floor).
          providerFeeWon: Math.floor((Number(c.gross) * this.d.feeBp) / 10_000),
        })),
        terms: own.filter((t) => t.course_sn !== null).map((t) => ({ courseId: t.course_sn!, teacherShareBp: t.teacher_share_bp })),
        subscription: { netWon: pool, teacherPoolBp: poolBp, teacherSeconds: Number(watching.find((w) => w.teacher_sn === teacherSn)?.seconds ?? 0), totalSeconds },
        carriedWon: Math.min(previous, 0),
      });
      const result = await this.db.transaction((tx) => q.writeDraft(tx, { teacherSn, month, payeeType: payee!.payeeType, ...statement }));
      if (result === 'locked') locked += 1;
      else computed += 1;
    }
    return { month, computed, locked, skipped };
  }

  /** Console: recompute a month's drafts (audited). */
  async computeByOperator(actor: Actor, month: string) {
    const result = await this.compute(month, true);
    await recordChange(this.db, actor, { action: 'settlement.compute', targetType: 'settlement_month', targetId: month, after: result });
    return result;
  }

  /** Console: confirm a month once its 7th business day has come (the job does the same on that day). */
  async confirmByOperator(actor: Actor, month: string) {
    if (koreanDay(this.now()) < confirmDay(month)) throw new AppError('SETTLEMENT_NOT_DUE', { message: `${month} 정산서는 ${confirmDay(month)}부터 확정할 수 있습니다.` });
    return this.db.transaction(async (tx) => {
      const ids = await q.confirmMonth(tx, month);
      await recordChange(tx, actor, { action: 'settlement.confirm', targetType: 'settlement_month', targetId: month, after: { statement_ids: ids } });
      return { month, confirmed: ids.length };
    });
  }

  /**
   * The job (daily, once across processes): takes this month's watch mark, computes last month's drafts and confirms
   * every draft month whose 7th business day has come.
   */
  async runJob() {
    const today = this.now();
    const month = koreanMonth(today);
    await q.markWatching(this.db, month);
    const last = shiftMonth(month, -1);
    const result = await this.compute(last, false);
    if (result.skipped.length) this.d.log.warn({ month: last, skipped: result.skipped }, 'settlement: statements left out');
    for (const m of await q.draftMonths(this.db)) {
      if (koreanDay(today) >= confirmDay(m)) await q.confirmMonth(this.db, m);
    }
  }

  // ---- statements as shown ----

  private row(s: q.StatementRow): SettlementStatementRow {
    return { ...s, confirmed_at: iso(s.confirmed_at), paid_at: iso(s.paid_at), confirm_on: confirmDay(s.month) };
  }

  async detail(s: q.StatementRow): Promise<SettlementStatement> {
    const lines = await q.linesOf(this.db, s.statement_id);
    return {
      ...this.row(s),
      lines: lines.map((l) => ({ kind: l.kind as SettlementStatement['lines'][number]['kind'], course_sn: l.courseSn, course_title: l.courseTitle, won: l.won, note: l.note, created_at: l.createdAt.toISOString() })),
    };
  }

  async monthList(month: string) {
    return { list: (await q.statementsOf(this.db, { month })).map((s) => this.row(s)) };
  }

  async statement(id: number) {
    const s = await q.statementById(this.db, id);
    if (!s) throw new AppError('SETTLEMENT_NOT_FOUND');
    return this.detail(s);
  }

  private async teacherSn(memberId: number) {
    const t = await q.teacherOfMember(this.db, memberId);
    if (!t) throw new AppError('STUDIO_NOT_TEACHER');
    return t.teacherSn;
  }

  async ownList(memberId: number) {
    return { list: (await q.statementsOf(this.db, { teacherSn: await this.teacherSn(memberId) })).map((s) => this.row(s)) };
  }

  /** A teacher's own statement; another teacher's answers as if it did not exist. */
  async own(memberId: number, id: number) {
    const teacherSn = await this.teacherSn(memberId);
    const s = await q.statementById(this.db, id);
    if (!s || s.teacher_sn !== teacherSn) throw new AppError('SETTLEMENT_NOT_FOUND');
    return this.detail(s);
  }

  // ---- after confirmation ----

  private async locked(tx: Db, id: number, status: 'confirmed' | 'confirmed-or-paid') {
    const s = await q.statementById(tx, id, true);
    if (!s) throw new AppError('SETTLEMENT_NOT_FOUND');
    if (s.status === 'draft' || (status === 'confirmed' && s.status !== 'confirmed')) throw new AppError('SETTLEMENT_BAD_STATUS');
    return s;
  }

  async correct(actor: Actor, id: number, won: number, note: string) {
    await this.db.transaction(async (tx) => {
      await this.locked(tx, id, 'confirmed');
      await q.addCorrection(tx, id, won, note, actor.memberId);
      await recordChange(tx, actor, { action: 'settlement.correct', targetType: 'settlement_statement', targetId: id, after: { won, note } });
    });
    return this.statement(id);
  }

  async setInvoice(actor: Actor, id: number, no: string) {
    await this.db.transaction(async (tx) => {
      const s = await this.locked(tx, id, 'confirmed-or-paid');
      if (s.payee_type !== 'business') throw new AppError('SETTLEMENT_BAD_STATUS', { message: '세금계산서는 사업자 강사의 정산서에만 기록합니다.' });
      await q.setInvoice(tx, id, no);
      await recordChange(tx, actor, { action: 'settlement.tax_invoice', targetType: 'settlement_statement', targetId: id, before: { tax_invoice_no: s.tax_invoice_no }, after: { tax_invoice_no: no } });
    });
    return this.statement(id);
  }

  /** Marks a confirmed statement paid and writes the payout to the ledger (money out: negative won). */
  async markPaid(actor: Actor, id: number) {
    await this.db.transaction(async (tx) => {
      const s = await this.locked(tx, id, 'confirmed');
      if (s.to_pay_won <= 0) throw new AppError('SETTLEMENT_BAD_STATUS', { message: '지급할 금액이 없는 정산서입니다. 음수 잔액은 다음 달로 이월됩니다.' });
      if (s.payee_type === 'business' && !s.tax_invoice_no) throw new AppError('SETTLEMENT_INVOICE_REQUIRED');
      const [payee] = await q.payees(tx, s.teacher_sn);
      if (!payee) throw new AppError('SETTLEMENT_NO_PAYEE');
      if (payee.memberId === actor.memberId) throw new AppError('SETTLEMENT_SELF_PAYOUT');
      await q.setPaid(tx, id, actor.memberId);
      await appendLedger(tx, { memberId: payee.memberId, kind: 'settlement_payout', source: { type: 'settlement', id }, won: -s.to_pay_won, actor: { type: 'operator', id: actor.memberId }, reason: `강사 정산 ${s.month} (${s.teacher})` });
      await recordChange(tx, actor, { action: 'settlement.paid', targetType: 'settlement_statement', targetId: id, after: { to_pay_won: s.to_pay_won } });
    });
    return this.statement(id);
  }

  /** The month's confirmed, unpaid payouts as the 대량이체 CSV; opening the payees' details is itself audited. */
  async bankFile(actor: Actor, month: string): Promise<string> {
    const due = (await q.statementsOf(this.db, { month })).filter((s) => s.status === 'confirmed' && s.to_pay_won > 0);
    const payees = new Map((await q.payees(this.db)).map((p) => [p.teacherSn, p]));
    const payouts: Payout[] = due.map((s) => {
      const p = payees.get(s.teacher_sn);
      const details = p?.sealedDetails ? this.open(p.sealedDetails) : null;
      if (!p || !details) throw new AppError('SETTLEMENT_NO_PAYEE', { data: { teacher_sn: s.teacher_sn } });
      return { statementId: s.statement_id, month, payeeMemberId: p.memberId, bankCode: details.bank_code, accountNo: details.account_no, holder: details.real_name, payableWon: s.to_pay_won };
    });
    let file: string;
    try {
      file = bankTransferFile(payouts, actor.memberId, this.d.senderLabel);
    } catch (err) {
      if (err instanceof SelfPayoutError) throw new AppError('SETTLEMENT_SELF_PAYOUT');
      throw err;
    }
    await recordChange(this.db, actor, { action: 'settlement.bank_file', targetType: 'settlement_month', targetId: month, after: { statement_ids: payouts.map((p) => p.statementId) } });
    return file;
  }

  // ---- payees and terms ----

  private open(sealed: string): PayeeDetails | null {
    const plain = this.sealer.open(sealed);
    return plain ? (JSON.parse(plain) as PayeeDetails) : null;
  }

  private masked(p: q.PayeeRow) {
    const d = p.sealedDetails ? this.open(p.sealedDetails) : null;
    return {
      teacher_sn: p.teacherSn,
      teacher: p.teacher,
      payee_type: p.payeeType as 'individual' | 'business',
      real_name_masked: d ? maskName(d.real_name) : '',
      // 주민등록번호: the birth date's 6 digits and nothing after; 사업자등록번호: its first 3 and last 2.
      id_number_masked: d ? (p.payeeType === 'individual' ? maskId(d.id_number, 6, 0) : maskId(d.id_number, 3, 2)) : '',
      bank_code: d?.bank_code ?? '',
      account_masked: d ? maskId(d.account_no, 3, 3) : '',
      updated_at: p.updatedAt.toISOString(),
    };
  }

  async payees() {
    return { list: (await q.payees(this.db)).map((p) => this.masked(p)) };
  }

  async ownPayee(memberId: number) {
    const [p] = await q.payees(this.db, await this.teacherSn(memberId));
    return { payee: p ? this.masked(p) : null };
  }

  async savePayee(actor: Actor, teacherSn: number, body: SettlementPayeeBody) {
    if (!(await q.teacherExists(this.db, teacherSn))) throw new AppError('TEACHER_NOT_FOUND');
    const memberId = await q.memberOfTeacher(this.db, teacherSn);
    if (!memberId) throw new AppError('SETTLEMENT_NO_ACCOUNT');
    const details: PayeeDetails = { real_name: body.real_name, id_number: body.id_number, bank_code: body.bank_code, account_no: body.account_no };
    await this.db.transaction(async (tx) => {
      await q.savePayee(tx, { teacherSn, memberId, payeeType: body.payee_type, sealedDetails: this.sealer.seal(JSON.stringify(details)) });
      // The audit row names what changed, never the values.
      await recordChange(tx, actor, { action: 'settlement.payee', targetType: 'teacher', targetId: teacherSn, after: { payee_type: body.payee_type, details: 'sealed' } });
    });
    const [p] = await q.payees(this.db, teacherSn);
    return this.masked(p!);
  }

  async terms(teacherSn: number) {
    const rows = await q.termVersions(this.db, teacherSn);
    return {
      list: rows.map((r) => ({
        term_id: r.termId,
        teacher_sn: r.teacherSn,
        course_sn: r.courseSn,
        course_title: r.courseTitle,
        teacher_share_pct: r.teacherShareBp / 100,
        valid_from: r.validFrom,
        created_at: r.createdAt.toISOString(),
      })),
    };
  }

  /** A new version of a teacher's terms, from the 1st of a month no statement of theirs has been confirmed for. */
  async addTerms(actor: Actor, body: SettlementTermsBody) {
    if (!(await q.teacherExists(this.db, body.teacher_sn))) throw new AppError('TEACHER_NOT_FOUND');
    if (body.course_sn !== null && (await q.courseTeacher(this.db, body.course_sn)) !== body.teacher_sn) throw new AppError('SETTLEMENT_COURSE_NOT_TEACHERS');
    const month = body.valid_from.slice(0, 7);
    if (await q.confirmedMonthFrom(this.db, body.teacher_sn, month)) throw new AppError('SETTLEMENT_TERMS_PAST');
    const teacherShareBp = Math.round(body.teacher_share_pct * 100);
    await this.db.transaction(async (tx) => {
      const added = await q.insertTerms(tx, { teacherSn: body.teacher_sn, courseSn: body.course_sn, teacherShareBp, validFrom: body.valid_from, createdBy: actor.memberId });
      if (!added) throw new AppError('SETTLEMENT_BAD_STATUS', { message: '같은 날 시작하는 계약 조건이 이미 있습니다. 버전은 고치지 않고 새 날짜로 추가합니다.' });
      await recordChange(tx, actor, { action: 'settlement.terms', targetType: 'teacher', targetId: body.teacher_sn, after: { course_sn: body.course_sn, teacher_share_bp: teacherShareBp, valid_from: body.valid_from } });
    });
    return this.terms(body.teacher_sn);
  }
}
