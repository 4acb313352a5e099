import type { SettlementStatement } from '@school/contracts/admin';
import fontkit from '@pdf-lib/fontkit';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument, rgb } from 'pdf-lib';
import subsetFont from 'subset-font';
import { csvFile } from '../../lib/csv.ts';

/** A teacher's statement as a file: CSV (UTF-8 with a BOM, opens in Excel) and an A4 PDF with Pretendard embedded. */

const KIND: Record<SettlementStatement['lines'][number]['kind'], string> = {
  sale: '판매',
  refund_clawback: '환불·차지백 회수',
  teacher_coupon: '강사 쿠폰 할인 부담',
  fee: '결제 수수료 분담',
  platform_share: '플랫폼 몫',
  subscription_share: '구독 수익 배분',
  withholding_income: '원천징수 소득세',
  withholding_local: '원천징수 지방소득세',
  carry_over: '전월 이월',
  correction: '정정',
};
const STATUS = { draft: '계산 중 (확정 전)', confirmed: '확정', paid: '지급 완료' } as const;
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

function summary(s: SettlementStatement): [string, string][] {
  return [
    ['정산 월', s.month],
    ['강사', s.teacher],
    ['구분', s.payee_type === 'individual' ? '개인 (사업소득 원천징수 3.3%)' : '사업자 (세금계산서 발행)'],
    ['상태', STATUS[s.status]],
    ['확정일', s.confirm_on],
    ['과세 대상 금액', won(s.taxable_won)],
    ['소득세', won(s.income_tax_won)],
    ['지방소득세', won(s.local_tax_won)],
    ['지급액 (확정 시)', won(s.payable_won)],
    ['지급액 (정정 반영)', won(s.to_pay_won)],
    ...(s.tax_invoice_no ? [['세금계산서 번호', s.tax_invoice_no] as [string, string]] : []),
  ];
}

export function statementCsv(s: SettlementStatement): string {
  const rows = s.lines.map((l) => [KIND[l.kind], l.course_title ?? '', l.won, l.note, l.created_at.slice(0, 10)]);
  return csvFile(['항목', '강의', '금액(원)', '내용', '기록일'], [...rows, [], ...summary(s).map(([k, v]) => [k, '', '', v, ''])]);
}

const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('pretendard/package.json')), 'dist/public/static/alternative');
let font: Promise<Buffer> | undefined;

export async function statementPdf(s: SettlementStatement, school: string): Promise<Uint8Array> {
  const title = `${s.month} 강사 정산서`;
  const rows = [...summary(s), ...s.lines.map((l) => [`${KIND[l.kind]}${l.course_title ? ` · ${l.course_title}` : ''}`, won(l.won)] as [string, string])];
  const used = [...new Set([...title, ...school, ...rows.flat().join(''), ...'0123456789,-…원항목금액정산서발행 '])].join('');
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setCreator(school);
  doc.setLanguage('ko-KR');
  const bytes = await (font ??= readFile(path.join(fontDir, 'Pretendard-Regular.ttf')));
  // As the certificate: HarfBuzz cuts the glyphs first (pdf-lib's own subsetting drops Hangul of this font).
  const regular = await doc.embedFont(await subsetFont(bytes, used, { targetFormat: 'truetype', noLayoutClosure: true }), { subset: false });
  const ink = rgb(0.12, 0.14, 0.2);
  let page = doc.addPage([595.28, 841.89]);
  let y = 780;
  page.drawText(title, { x: 56, y, size: 20, font: regular, color: ink });
  y -= 24;
  page.drawText(school, { x: 56, y, size: 10, font: regular, color: rgb(0.4, 0.43, 0.5) });
  y -= 30;
  for (const [label, value] of rows) {
    if (y < 60) {
      page = doc.addPage([595.28, 841.89]);
      y = 780;
    }
    const text = label.length > 40 ? `${label.slice(0, 39)}…` : label;
    page.drawText(text, { x: 56, y, size: 10.5, font: regular, color: ink });
    page.drawText(value, { x: 539 - regular.widthOfTextAtSize(value, 10.5), y, size: 10.5, font: regular, color: ink });
    y -= 6;
    page.drawLine({ start: { x: 56, y }, end: { x: 539, y }, thickness: 0.3, color: rgb(0.8, 0.82, 0.86) });
    y -= 14;
  }
  return doc.save();
}
