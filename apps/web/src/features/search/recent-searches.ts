/** 최근 검색어: kept on this device only (localStorage), newest first, at most ten, each removable. */
const KEY = 'school:recent-searches';
const MAX = 10;

export function readRecent(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

function write(list: string[]): string[] {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Private mode or a full storage: the list lives for this page only.
  }
  return list;
}

export function addRecent(text: string): string[] {
  const t = text.trim();
  if (!t) return readRecent();
  return write([t, ...readRecent().filter((x) => x !== t)].slice(0, MAX));
}

export function removeRecent(text: string): string[] {
  return write(readRecent().filter((x) => x !== text));
}

export function clearRecent(): string[] {
  return write([]);
}
