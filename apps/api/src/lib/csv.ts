/** One CSV cell: quoted when needed, and a leading = + - @ defused so a spreadsheet never runs it as a formula. */
export function csvCell(v: string | number | Date | null | undefined): string {
  // A number is never a formula: −4,210 stays a number Excel can add up, not the text '-4210.
  if (typeof v === 'number') return String(v);
  const s = v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v);
  return /[",\r\n]/.test(s) || /^[=+\-@]/.test(s) ? `"${s.replace(/"/g, '""').replace(/^([=+\-@])/, "'$1")}"` : s;
}

/** A CSV file Excel opens with Korean intact: UTF-8 with a BOM, CRLF line ends. */
export function csvFile(header: string[], rows: (string | number | Date | null | undefined)[][]): string {
  return `\uFEFF${[header.map(csvCell).join(','), ...rows.map((r) => r.map(csvCell).join(','))].join('\r\n')}\r\n`;
}
