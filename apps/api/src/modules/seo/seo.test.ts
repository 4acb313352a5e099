import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://school.example' });
});
afterAll(() => t.close());

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps members, payment and the console out and names the sitemap', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(res.headers['content-type']).toContain('text/plain');
    for (const line of ['Disallow: /admin', 'Disallow: /my', 'Disallow: /api/', 'Sitemap: https://school.example/sitemap.xml']) expect(res.body).toContain(line);
  });

  it('sitemap.xml lists published courses, teachers, events and notices, never an unpublished course', async () => {
    const { rows } = await t.database.pool.query<{ course_sn: number; is_published: string }>('select course_sn, is_published from courses order by course_sn');
    const res = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const published = rows.find((r) => r.is_published === 'Y')!;
    expect(res.body).toContain(`<loc>https://school.example/course/${published.course_sn}</loc>`);
    for (const r of rows.filter((x) => x.is_published === 'N')) expect(res.body).not.toContain(`/course/${r.course_sn}<`);
    expect(res.body).toMatch(/<loc>https:\/\/school\.example\/teacher\/\d+<\/loc>/);
    expect(res.body).toMatch(/<loc>https:\/\/school\.example\/cs\/notice\/\d+<\/loc>/);
    expect(res.body).toContain('<loc>https://school.example/course/free</loc>');
  });
});
