/**
 * Generated artwork: a course cover and a teacher portrait drawn as SVG from
 * the catalogue's own text, so the demo needs no copied images. Deterministic:
 * the same course always gets the same picture (its ETag stays valid).
 */

// The device's own Korean font, as the pages use (decision 076).
const FONT = "'Pretendard Variable', Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif";

/** Hue per top-level category, so a shelf of one subject looks like one family. */
const ROOT_HUES: Record<number, number> = { 100: 222, 200: 176, 193: 18, 300: 142 };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

// Hangul and other wide characters take about one em; Latin letters and digits about half.
const width = (text: string) => [...text].reduce((w, ch) => w + ((ch.codePointAt(0) ?? 0) <= 0xff ? 0.55 : 1), 0);

/** Breaks at spaces into at most `maxLines` lines of about `perLine` ems; the last line ends in "…" if cut. */
export function wrapTitle(title: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (width(candidate) <= perLine || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const kept = lines.slice(0, maxLines).map((l) => shorten(l, perLine));
  if (lines.length > maxLines) kept[maxLines - 1] = shorten(`${kept[maxLines - 1]}…`, perLine);
  return kept;
}

function shorten(line: string, perLine: number): string {
  if (width(line) <= perLine) return line;
  const chars = [...line];
  while (chars.length > 1 && width(`${chars.join('')}…`) > perLine) chars.pop();
  return `${chars.join('')}…`;
}

export interface CoverFacts {
  courseSn: number;
  title: string;
  level: string;
  categoryTitle: string;
  teacherName: string;
  rootCaSn: number;
  isDemo: string;
}

export function courseCoverSvg(c: CoverFacts): string {
  const h = hash(`${c.courseSn}:${c.title}`);
  const hue = ((ROOT_HUES[c.rootCaSn] ?? 262) + (h % 31) - 15 + 360) % 360;
  const from = `hsl(${hue} 68% 46%)`;
  const to = `hsl(${(hue + 38) % 360} 72% 26%)`;
  // A small rising price line: decoration that says "investing" without any real chart.
  const points = Array.from({ length: 9 }, (_, i) => {
    const wobble = ((h >>> (i * 3)) % 7) * 6;
    return `${360 + i * 32},${300 - i * 14 - wobble}`;
  }).join(' ');
  // Sized for the smallest card (about 260 px wide on a four-column desktop row, 0.4 of the drawing): the title
  // is then about 19 px and the other lines about 12 px, readable; the card repeats them in text below.
  const lines = wrapTitle(c.title, 11.5, 3);
  const titleY = 196 - (lines.length - 1) * 29;
  const title = lines
    .map((l, i) => `<text x="40" y="${titleY + i * 58}" font-size="46" font-weight="800" fill="#fff">${escapeXml(l)}</text>`)
    .join('');
  const demo =
    c.isDemo === 'Y'
      ? '<rect x="456" y="30" width="152" height="46" rx="23" fill="#000" fill-opacity=".3"/>' +
        '<text x="532" y="63" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">예시 강의</text>'
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeXml(c.title)}" font-family="${FONT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    '<rect width="640" height="360" fill="url(#g)"/>' +
    '<circle cx="590" cy="40" r="150" fill="#fff" fill-opacity=".07"/>' +
    '<circle cx="40" cy="360" r="110" fill="#fff" fill-opacity=".05"/>' +
    `<polyline points="${points}" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<text x="40" y="66" font-size="30" font-weight="600" fill="#fff" fill-opacity=".9">${escapeXml(shorten(c.categoryTitle, 13))}</text>` +
    demo +
    title +
    `<text x="40" y="326" font-size="30" font-weight="600" fill="#fff">${escapeXml(shorten(`${c.level} · ${c.teacherName}`, 18))}</text>` +
    '</svg>'
  );
}

export function teacherPortraitSvg(t: { teacherSn: number; name: string }): string {
  const h = hash(`${t.teacherSn}:${t.name}`);
  const hue = h % 360;
  const initial = [...t.name][0] ?? '?';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320" role="img" aria-label="${escapeXml(t.name)}" font-family="${FONT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 60% 38%)"/></linearGradient></defs>` +
    '<rect width="320" height="320" fill="url(#g)"/>' +
    '<circle cx="160" cy="160" r="112" fill="#fff" fill-opacity=".14"/>' +
    `<text x="160" y="196" font-size="104" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initial)}</text>` +
    '</svg>'
  );
}
