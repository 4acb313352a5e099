import { statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DEFAULT_MEDIA_DIR } from '../../config.ts';
import type { Db } from '../client.ts';
import { lectureStocks, lectureSubtitles } from '../schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `created_by` of a seeded subtitle row: no operator wrote it; its file is the committed sample (SAMPLE_SUBTITLE_FILE). */
export const SAMPLE_SUBTITLE_AUTHOR = 0;
/** The committed WebVTT file of seeded subtitles, under MEDIA_DIR (beside the sample videos). */
export const SAMPLE_SUBTITLE_FILE = (lang: string) => `samples/subtitles/${lang}.vtt`;

/**
 * Lectures with the sample subtitle (issue 48 item 19): a free course's first lecture, a paid course's preview and a
 * pass lecture, so a guest, a new member and the demo member each meet the player's 자막 control. Sample courses only
 * (is_demo 'Y', labelled 예시 강의); the subtitle itself says 예시 자막.
 */
const SUBTITLED = [101, 2801, 2808];

/**
 * Sample lectures tagged with the stocks they talk about (lecture_stocks), so "이 종목을 다룬 강의" on a stock page and
 * the stock chips beside the player show something on a fresh start. The lectures are sample courses (예시 강의);
 * the tags follow their titles, at moments inside the 12-second sample videos.
 */
const TAGS: { lcNo: number; region: 'kr' | 'us'; code: string; atSec: number | null }[] = [
  { lcNo: 2808, region: 'kr', code: '005930', atSec: 2 }, // 반도체 섹터 · 국내와 미국 반도체 기업 비교
  { lcNo: 2808, region: 'kr', code: '000660', atSec: 5 },
  { lcNo: 2808, region: 'us', code: 'NVDA', atSec: 8 },
  { lcNo: 2803, region: 'kr', code: '000660', atSec: null }, // 메모리 반도체의 사이클
  { lcNo: 2803, region: 'kr', code: '005930', atSec: null },
  { lcNo: 2902, region: 'kr', code: '005930', atSec: null }, // 반도체가 처음이라면 (free)
  { lcNo: 2702, region: 'us', code: 'AAPL', atSec: 3 }, // 빅테크 · 미국 기업 실적 보고서 읽기
  { lcNo: 2702, region: 'us', code: 'MSFT', atSec: 6 },
  { lcNo: 2704, region: 'us', code: 'AMZN', atSec: null }, // 클라우드 사업의 지표
  { lcNo: 2704, region: 'us', code: 'MSFT', atSec: null },
];

/** Only where the lecture is still a sample one (an operator may have deleted or replaced the course). */
const sampleLectures = (lcNos: number[]) =>
  sql`(select l.lc_no from lectures l join courses c on c.course_sn = l.course_sn where c.is_demo = 'Y' and l.lc_no in (${sql.join(
    lcNos.map((n) => sql`${n}`),
    sql`, `,
  )}))`;

export async function insertSampleSubtitles(tx: Tx): Promise<void> {
  const rows = await tx.execute<{ lc_no: number }>(sampleLectures(SUBTITLED));
  const present = new Set(rows.rows.map((r) => Number(r.lc_no)));
  // The media directory's default place (config MEDIA_DIR), for the size the console lists. Not a path from this
  // file: the compiled server bundles it into apps/api/dist, at another depth.
  const sizeBytes = statSync(path.join(DEFAULT_MEDIA_DIR, SAMPLE_SUBTITLE_FILE('ko'))).size;
  const values = SUBTITLED.filter((n) => present.has(n)).map((lcNo) => ({ lcNo, lang: 'ko', sizeBytes, createdBy: SAMPLE_SUBTITLE_AUTHOR }));
  if (values.length > 0) await tx.insert(lectureSubtitles).values(values).onConflictDoNothing();
}

export async function insertSampleStockTags(tx: Tx): Promise<void> {
  const rows = await tx.execute<{ lc_no: number }>(sampleLectures([...new Set(TAGS.map((t) => t.lcNo))]));
  const present = new Set(rows.rows.map((r) => Number(r.lc_no)));
  const values = TAGS.filter((t) => present.has(t.lcNo)).map((t, i) => ({ ...t, sortOrder: i }));
  if (values.length > 0) await tx.insert(lectureStocks).values(values).onConflictDoNothing();
}
