import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REJECTED_TERMS, formatPoints } from './copy';

const root = path.resolve((import.meta as ImportMeta & { dirname: string }).dirname, '../../../..');
// Where people read our words: the web app, the messages the API sends it, the API's own texts (mail, seeds).
// Legal texts are versioned records a member agreed to; a new wording is a new version made in the console.
const scanned = ['apps/web/src', 'packages/contracts/src', 'apps/api/src', 'e2e'];
const skipped = [path.join('apps', 'api', 'src', 'db', 'seed', 'data', 'legal'), path.join('apps', 'api', 'src', 'db', 'migrations')];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (skipped.some((s) => full.endsWith(s))) return [];
    if (entry.isDirectory()) return sources(full);
    return /\.(tsx?|html)$/.test(entry.name) && !full.endsWith(path.join('lib', 'copy.ts')) && !full.endsWith('copy.test.ts') ? [full] : [];
  });
}

describe('glossary', () => {
  it('no source uses a rejected word for a thing the glossary names', () => {
    const found: string[] = [];
    for (const file of scanned.flatMap((d) => sources(path.join(root, d)))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [word, instead] of Object.entries(REJECTED_TERMS)) {
        if (text.includes(word)) found.push(`${path.relative(root, file)}: "${word}" → "${instead}"`);
      }
    }
    expect(found).toEqual([]);
  });

  it('counts points in P', () => {
    expect(formatPoints(1000)).toBe('1,000P');
    expect(formatPoints(-500)).toBe('-500P');
  });
});
