import { envelope, teacherListResponse, teacherResponse } from '@school/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachers } from '../../db/schema/index.ts';
import { seedCourses, seedTeachers } from '../../db/seed/data.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url });

describe('GET /api/teacher/list', () => {
  it('lists the (fictional, labelled) teachers in their order with course counts', async () => {
    const res = await get('/api/teacher/list');
    expect(res.statusCode).toBe(200);
    const { data } = envelope(teacherListResponse).parse(res.json());
    expect(data.list.map((x) => x.name)).toEqual(seedTeachers.map((x) => x.name));
    expect(data.list.length).toBeGreaterThanOrEqual(8);
    for (const teacher of data.list) {
      expect(teacher.is_demo).toBe('Y');
      expect(teacher.course_count).toBe(seedCourses.filter((c) => c.teacher_sn === teacher.teacher_sn).length);
      expect(teacher.profile_image).toBe(`/api/media/teacher/${teacher.teacher_sn}.svg`);
    }
  });
});

describe('GET /api/teacher/{id}', () => {
  it('returns the teacher with bio, career and courses, newest first', async () => {
    const seeded = seedTeachers[4]!;
    const res = await get(`/api/teacher/${seeded.teacher_sn}`);
    expect(res.statusCode).toBe(200);
    const { data } = envelope(teacherResponse).parse(res.json());
    expect(data.teacher).toMatchObject({ teacher_sn: seeded.teacher_sn, name: seeded.name, bio: seeded.bio, career: seeded.career });
    const own = seedCourses.filter((c) => c.teacher_sn === seeded.teacher_sn).map((c) => c.course_sn);
    expect(data.courses.map((c) => c.course_sn)).toEqual([...own].sort((a, b) => b - a));
    expect(data.courses.every((c) => c.teacher_name === seeded.name)).toBe(true);
  });

  it('an unknown teacher is 404 with code 3003; a malformed id is 400', async () => {
    const res = await get('/api/teacher/4040');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: '3003', message: '강사를 찾을 수 없습니다.', data: null });
    expect((await get('/api/teacher/-1')).json()).toMatchObject({ code: '1000' });
  });
});

describe('teacher caches', () => {
  it('show a teacher change on the next call', async () => {
    await get('/api/teacher/list');
    await get('/api/teacher/2');
    await t.database.db.update(teachers).set({ headline: '차트 분석 15년' }).where(eq(teachers.teacherSn, 2));
    await expect
      .poll(async () => envelope(teacherListResponse).parse((await get('/api/teacher/list')).json()).data.list[1]?.headline, { timeout: 3000 })
      .toBe('차트 분석 15년');
    expect(envelope(teacherResponse).parse((await get('/api/teacher/2')).json()).data.teacher.headline).toBe('차트 분석 15년');
  });
});
