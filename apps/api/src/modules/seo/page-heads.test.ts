import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'school-dist-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="ko"><head><meta name="description" content="built" /><title>투자학교</title></head><body><div id="root"></div></body></html>',
);
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://school.example', WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string) => (await t.request({ method: 'GET', url })).body;
const attr = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('page heads written by the server', () => {
  it("a course page carries its title, summary, cover and Course data before any JavaScript runs", async () => {
    const { rows } = await t.database.pool.query<{ course_sn: number; title: string; summary: string }>("select course_sn, title, summary from courses where is_published = 'Y' order by course_sn limit 1");
    const course = rows[0]!;
    const html = await page(`/course/${course.course_sn}`);
    expect(html).toContain(`<title>${course.title} | 투자학교</title>`);
    expect(attr(html, 'og:title')).toBe(`${course.title} | 투자학교`);
    expect(attr(html, 'og:url')).toBe(`https://school.example/course/${course.course_sn}`);
    expect(attr(html, 'og:image')).toMatch(new RegExp(`^https://school\\.example/api/media/cover/${course.course_sn}\\.svg`));
    expect(attr(html, 'description')).toBe(course.summary.length > 150 ? expect.stringMatching(/…$/) : course.summary);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as { '@type': string; name: string };
    expect(ld).toMatchObject({ '@type': 'Course', name: course.title });
  });

  it('escapes what operators typed: a title cannot close the head or the JSON-LD', async () => {
    const { rows } = await t.database.pool.query<{ course_sn: number }>("select course_sn from courses where is_published = 'Y' order by course_sn desc limit 1");
    const id = rows[0]!.course_sn;
    await t.database.pool.query('update courses set title = $1 where course_sn = $2', ['"</title></script><script>alert(1)</script>', id]);
    const html = await page(`/course/${id}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>&quot;&lt;/title&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | 투자학교</title>');
    expect(html).toContain('\\u003c/script>');
  });

  it('list pages have their own titles; member pages are kept out of search', async () => {
    expect(attr(await page('/course/free'), 'og:title')).toBe('무료 강의 | 투자학교');
    expect(attr(await page('/my/info'), 'robots')).toBe('noindex');
    expect(attr(await page('/course/free'), 'robots')).toBeUndefined();
    expect(await page('/')).toContain('<link rel="canonical" href="https://school.example/" />');
  });

  it('an address naming a course, teacher or lecture page that does not exist answers HTTP 404, kept out of search', async () => {
    for (const url of ['/course/99999', '/teacher/999', '/course/play/3901', '/course/play/3901?lc_no=1']) {
      const res = await t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>페이지를 찾을 수 없습니다 | 투자학교</title>');
      expect(attr(res.body, 'robots')).toBe('noindex');
    }
    const { rows } = await t.database.pool.query<{ course_sn: number }>("select course_sn from courses where is_published = 'Y' order by course_sn limit 1");
    expect((await t.request({ method: 'GET', url: `/course/${rows[0]!.course_sn}` })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/course/play/${rows[0]!.course_sn}` })).statusCode).toBe(200);
  });
});
