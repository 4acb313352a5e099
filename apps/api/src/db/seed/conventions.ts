/*
 * Rules the seeded rows follow that other modules rely on (not rows: nothing here is read from ./data, so importing
 * it reads no file).
 */

/** Days a single course stays open after purchase. */
export const COURSE_ACCESS_DAYS = 365;
/** A single course's product id: 100 + course_sn, fixed so links stay stable. */
export const courseProductId = (courseSn: number) => 100 + courseSn;
/** `created_by` of a seeded subtitle row: no operator wrote it; its file is the committed sample (SAMPLE_SUBTITLE_FILE). */
export const SAMPLE_SUBTITLE_AUTHOR = 0;
/** The committed WebVTT file of seeded subtitles, under MEDIA_DIR (beside the sample videos). */
export const SAMPLE_SUBTITLE_FILE = (lang: string) => `samples/subtitles/${lang}.vtt`;
