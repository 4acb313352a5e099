import { koreanClock } from '@school/contracts';
import fontkit from '@pdf-lib/fontkit';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import subsetFont from 'subset-font';

/** What a certificate shows: the holder, the course, its length and dates, the school that issues it. */
export interface CertificateSheet {
  number: string;
  holderName: string;
  courseTitle: string;
  totalSeconds: number;
  startedAt: Date;
  completedAt: Date;
  issuedAt: Date;
  school: { name: string; ceo: string; address: string; regNo: string };
  verifyUrl: string;
}

// Pretendard (SIL OFL 1.1, the npm package `pretendard`), its TrueType files. Only the glyphs a certificate uses
// are embedded: HarfBuzz's subsetter (subset-font) cuts them out first, since pdf-lib's own subsetting (fontkit)
// dropped most Hangul glyphs of this font (seen rendered with pdftoppm) and refuses its OTF files.
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('pretendard/package.json')), 'dist/public/static/alternative');
let fonts: Promise<[Buffer, Buffer]> | undefined;
const loadFonts = () => (fonts ??= Promise.all([readFile(path.join(fontDir, 'Pretendard-Regular.ttf')), readFile(path.join(fontDir, 'Pretendard-Bold.ttf'))]));

/** `2026년 11월 26일` in Korea's time. */
export function koreanDate(d: Date): string {
  const k = koreanClock(d);
  return `${k.year}년 ${k.month}월 ${k.day}일`;
}

/** `3시간 20분`, `45분`: a course's length as the certificate states it. */
export function studyTime(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h > 0 ? `${h}시간` : '', m > 0 ? `${m}분` : ''].filter(Boolean).join(' ');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (font.widthOfTextAtSize(line + ch, size) > width && line !== '') {
      lines.push(line);
      line = ch.trim() === '' ? '' : ch;
    } else line += ch;
  }
  if (line) lines.push(line);
  return lines;
}

const STATEMENT = '위 사람은 본 교육기관이 운영하는 위 과정의 강의를 80% 이상 수강하고 정해진 평가를 마쳐 과정을 수료하였으므로 이 증서를 수여합니다.';
const QR_NOTE = 'QR 코드를 찍거나 주소를 열어 이 수료증이 발급되었는지 확인할 수 있습니다.';
const FIXED_TEXT = `제호수료증성명과정학습기간진위확인대표사업자등록번호${STATEMENT}${QR_NOTE}`;

const ink = rgb(0.12, 0.14, 0.2);
const soft = rgb(0.4, 0.43, 0.5);

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = ink) {
  page.drawText(text, { x: (page.getWidth() - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });
}

/** The QR code drawn as squares (vector: sharp at any zoom, no image embedded). */
function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / n;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (qr.modules.get(r, c)) page.drawRectangle({ x: x + c * cell, y: y + size - (r + 1) * cell, width: cell, height: cell, color: rgb(0, 0, 0) });
    }
  }
}

/** The certificate as an A4 PDF in Korean, with the font subset embedded and a QR code to its verification page. */
export async function renderCertificate(s: CertificateSheet): Promise<Uint8Array> {
  const [regularBytes, boldBytes] = await loadFonts();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`수료증 ${s.number}`);
  doc.setSubject(s.courseTitle);
  doc.setCreator(s.school.name);
  doc.setLanguage('ko-KR');
  const used = [...new Set([...s.number, ...s.holderName, ...s.courseTitle, ...s.verifyUrl, ...Object.values(s.school).join(''), ...FIXED_TEXT, ...'0123456789~년월일시간분 -:'])].join('');
  // Without layout closure: the subset otherwise keeps Pretendard's alternates of '-' and '~', pdf-lib's shaping picks
  // them, and the PDF showed them with a default width and no text behind them ("2026-  000001-  SXCV").
  const embed = async (bytes: Buffer) => doc.embedFont(await subsetFont(bytes, used, { targetFormat: 'truetype', noLayoutClosure: true }), { subset: false });
  const [regular, bold] = await Promise.all([embed(regularBytes), embed(boldBytes)]);
  const page = doc.addPage([595.28, 841.89]);
  const { width, height } = page.getSize();

  page.drawRectangle({ x: 28, y: 28, width: width - 56, height: height - 56, borderColor: rgb(0.2, 0.3, 0.55), borderWidth: 2.5 });
  page.drawRectangle({ x: 36, y: 36, width: width - 72, height: height - 72, borderColor: rgb(0.2, 0.3, 0.55), borderWidth: 0.8 });

  page.drawText(`제 ${s.number} 호`, { x: 64, y: height - 92, size: 11, font: regular, color: soft });
  centred(page, '수 료 증', height - 190, bold, 44);

  const labelX = 110;
  const valueX = 210;
  let y = height - 290;
  const row = (label: string, value: string) => {
    page.drawText(label, { x: labelX, y, size: 14, font: bold, color: soft });
    const lines = wrap(value, regular, 15, width - valueX - 90);
    for (const line of lines) {
      page.drawText(line, { x: valueX, y, size: 15, font: regular, color: ink });
      y -= 22;
    }
    y -= 16;
  };
  row('성    명', s.holderName);
  row('과 정 명', s.courseTitle);
  row('학습 시간', studyTime(s.totalSeconds));
  row('수강 기간', `${koreanDate(s.startedAt)} ~ ${koreanDate(s.completedAt)}`);

  y -= 30;
  for (const line of wrap(STATEMENT, regular, 15, width - 2 * labelX)) {
    centred(page, line, y, regular, 15);
    y -= 26;
  }

  centred(page, koreanDate(s.issuedAt), 250, regular, 15);
  centred(page, s.school.name, 205, bold, 22);
  centred(page, `대표 ${s.school.ceo}`, 180, regular, 12, soft);
  centred(page, s.school.address, 162, regular, 10, soft);
  centred(page, `사업자등록번호 ${s.school.regNo}`, 147, regular, 10, soft);

  drawQr(page, s.verifyUrl, 64, 58, 72);
  page.drawText('진위 확인', { x: 146, y: 112, size: 10, font: bold, color: soft });
  page.drawText(s.verifyUrl, { x: 146, y: 96, size: 9, font: regular, color: soft });
  page.drawText(QR_NOTE, { x: 146, y: 80, size: 8.5, font: regular, color: soft });

  return doc.save();
}
