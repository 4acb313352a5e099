import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSeedData, SEED_DATA_DIR, SeedDataError } from './data.ts';

/** Decision 143: the seed's rows are data files; a bad one stops the start, naming the file and the field. */

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A copy of the committed data with `file` changed by `edit`, loaded; the error it throws. */
function loadWith(file: string, edit: (text: string) => string): SeedDataError {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-data-'));
  dirs.push(dir);
  fs.cpSync(SEED_DATA_DIR, dir, { recursive: true });
  const target = path.join(dir, file);
  fs.writeFileSync(target, edit(fs.readFileSync(target, 'utf8')));
  try {
    loadSeedData(dir);
  } catch (err) {
    if (err instanceof SeedDataError) return err;
    throw err;
  }
  throw new Error(`${file}: loaded despite the change`);
}

const json = <T>(edit: (value: T) => void) => (text: string) => {
  const value = JSON.parse(text) as T;
  edit(value);
  return JSON.stringify(value);
};

describe('seed data files', () => {
  it('the committed files load, every sample row labelled', () => {
    const data = loadSeedData();
    expect(data.courses).toHaveLength(44);
    expect(data.teachers).toHaveLength(9);
    expect(data.legalDocuments.map((d) => d.docType)).toEqual(['terms', 'privacy', 'collection', 'third-party', 'provision-outsourcing', 'electronic-financial', 'payment-privacy', 'purchase-conditions']);
    // The company's name is written in; no placeholder is left.
    expect(data.legalDocuments.every((d) => d.html.includes('투자학교') && !d.html.includes('{{'))).toBe(true);
    expect(data.teachers.every((t) => t.career.every((line) => line.endsWith('(예시)')))).toBe(true);
  });

  it('a wrong type, a misspelt field and a broken reference each name the file and the field', () => {
    const price = loadWith('courses.json', json<{ courses: { price: unknown }[] }>((v) => (v.courses[3]!.price = '59000')));
    expect(price.file).toBe('courses.json');
    expect(price.problems).toEqual([expect.stringMatching(/^courses\.3\.price: /)]);
    expect(price.message).toContain(path.join('courses.json'));

    const typo = loadWith('teachers.json', json<{ career?: string[]; carrer?: string[] }[]>((v) => ((v[0]!.carrer = v[0]!.career), delete v[0]!.career)));
    expect(typo.problems.join('\n')).toMatch(/^0: .*"carrer"/m);

    const category = loadWith('courses.json', json<{ courses: { ca_sn: number }[] }>((v) => (v.courses[0]!.ca_sn = 999)));
    expect(category.problems).toEqual(['courses.0.ca_sn: categories.json에 없는 분류(999)입니다']);

    const twice = loadWith('categories.json', json<{ ca_sn: number }[]>((v) => (v[1]!.ca_sn = 100)));
    expect(twice.problems).toEqual(['ca_sn 100: 두 번 쓰였습니다']);
  });

  it('a sample row without its [예시] label, bad JSON and a missing legal text are refused', () => {
    const label = loadWith('site.json', json<{ events: { title: string }[] }>((v) => (v.events[0]!.title = '첫 참여 감사 포인트')));
    expect(label.problems).toEqual([expect.stringMatching(/^events\.0\.title: \[예시\]로 시작해야 합니다/)]);

    expect(loadWith('samples.json', (t) => t.slice(0, -5)).problems).toEqual([expect.stringMatching(/^JSON이 아닙니다/)]);

    const legal = loadWith('legal/index.json', json<{ documents: { file: string }[] }>((v) => (v.documents[2]!.file = 'missing.html')));
    expect(legal.file).toBe('legal/missing.html');
    expect(legal.problems).toEqual([expect.stringMatching(/^읽을 수 없습니다/)]);
  });
});
