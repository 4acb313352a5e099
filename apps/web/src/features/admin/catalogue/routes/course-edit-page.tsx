import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { courseFields, type AdminCourse, type CourseBody } from '@school/contracts/admin';
import { FormAlert, primaryButton, secondaryButton, TextField } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { schemaResolver } from '../../../../lib/form-schema';
import { badge } from '../../components/labels';
import { useCreateCourse } from '../api/create-course';
import { useCategories } from '../api/get-categories';
import { useCourse } from '../api/get-course';
import { useMedia } from '../api/get-media';
import { useTeachers } from '../api/get-teachers';
import { usePublishCourse } from '../api/publish-course';
import { useUpdateCourse } from '../api/update-course';
import { CategoryOptions } from '../components/category-options';
import { LectureSubtitles } from '../../videos/components/lecture-subtitles';

// The contract's rules for the text fields; numbers and choices are held as the inputs give them.
const lectureForm = z.object({
  lc_no: z.number().optional(),
  title: z.string().trim().min(1, { message: '영상 제목을 입력해 주세요.' }).max(200),
  duration_sec: z.string().regex(/^\d{1,5}$/, { message: '재생 시간을 초 단위로 입력해 주세요.' }),
  is_preview: z.boolean(),
  media_key: z.string(),
});
const courseForm = courseFields.pick({ title: true, summary: true, description: true, level: true }).extend({
  ca_sn: z.string().min(1, { message: '카테고리를 골라 주세요.' }),
  teacher_sn: z.string().min(1, { message: '강사를 골라 주세요.' }),
  is_free: z.enum(['Y', 'N']),
  price: z.string().regex(/^\d{1,8}$/, { message: '가격을 숫자로 입력해 주세요.' }),
  pass_included: z.enum(['Y', 'N']),
  watermark: z.enum(['Y', 'N']),
  lectures: z.array(lectureForm),
});
type CourseForm = z.infer<typeof courseForm>;

const toForm = (c: AdminCourse | null): CourseForm => ({
  title: c?.title ?? '',
  summary: c?.summary ?? '',
  description: c?.description ?? '',
  level: c?.level ?? '입문',
  ca_sn: c ? String(c.ca_sn) : '',
  teacher_sn: c ? String(c.teacher_sn) : '',
  is_free: c?.is_free ?? 'N',
  price: String(c?.price ?? 0),
  pass_included: c?.pass_included ?? 'Y',
  watermark: c?.watermark ?? 'Y',
  lectures: c?.lectures.map((l) => ({ lc_no: l.lc_no, title: l.title, duration_sec: String(l.duration_sec), is_preview: l.is_preview === 'Y', media_key: l.media_key ?? '' })) ?? [],
});

const toBody = (v: CourseForm): CourseBody => ({
  title: v.title,
  summary: v.summary,
  description: v.description,
  level: v.level,
  ca_sn: Number(v.ca_sn),
  teacher_sn: Number(v.teacher_sn),
  is_free: v.is_free,
  price: v.is_free === 'Y' ? 0 : Number(v.price),
  pass_included: v.pass_included,
  watermark: v.watermark,
  lectures: v.lectures.map((l) => ({ ...(l.lc_no ? { lc_no: l.lc_no } : {}), title: l.title, duration_sec: Number(l.duration_sec), is_preview: l.is_preview ? 'Y' : 'N', media_key: l.media_key || null })),
});

/**
 * The video choices of one lecture row. The row's own video is always among them, also before the media list has
 * loaded and when it is not in that list (a sample video): else the select had no such option when it got its value
 * and showed (아직 없음), and saving would have dropped the video. Keyed by media key, so the option keeps its
 * selection when the list arrives.
 */
function mediaOptions(list: readonly { media_key: string; title: string | null }[], current: string): { key: string; label: string }[] {
  const options = list.map((m) => ({ key: m.media_key, label: m.title ? `${m.title} (올린 영상)` : m.media_key }));
  if (current && !options.some((o) => o.key === current)) options.unshift({ key: current, label: `${current} (연결된 영상)` });
  return options;
}

/** /admin/courses/new and /admin/courses/:id — a course and its lectures, saved together. */
export default function CourseEditPage() {
  const param = useParams().id;
  const id = param && param !== 'new' ? Number(param) : null;
  const course = useCourse(id);
  if (id !== null && course.isPending) return <LoadingMessage label="강의를 불러오는 중" />;
  if (id !== null && course.isError) return <ErrorMessage message={errorMessage(course.error)} onRetry={() => void course.refetch()} />;
  return <CourseEditor key={id ?? 'new'} course={course.data ?? null} />;
}

const select = 'mt-1 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3';

function CourseEditor({ course }: { course: AdminCourse | null }) {
  const navigate = useNavigate();
  const categories = useCategories();
  const teachers = useTeachers();
  const media = useMedia();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const publish = usePublishCourse();
  const [result, setResult] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);
  const { register, handleSubmit, control, setValue, formState } = useForm<CourseForm>({ defaultValues: toForm(course), resolver: schemaResolver(courseForm) });
  const lectures = useFieldArray({ control, name: 'lectures' });
  const isFree = useWatch({ control, name: 'is_free' });
  const passIncluded = useWatch({ control, name: 'pass_included' });
  const watermark = useWatch({ control, name: 'watermark' });

  const save = handleSubmit(async (v) => {
    setResult(null);
    try {
      if (course) {
        const done = await update.mutateAsync({ id: course.course_sn, ...toBody(v) });
        setResult({ tone: 'info', message: done.message });
      } else {
        const done = await create.mutateAsync(toBody(v));
        await navigate(`/admin/courses/${done.data.course_sn}`, { replace: true });
      }
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    }
  });
  const togglePublish = async () => {
    if (!course) return;
    setResult(null);
    try {
      const done = await publish.mutateAsync({ id: course.course_sn, is_published: course.is_published === 'Y' ? 'N' : 'Y' });
      setResult({ tone: 'info', message: done.message });
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error) });
    }
  };
  const e = formState.errors;

  return (
    <form noValidate onSubmit={(ev) => void save(ev)} aria-labelledby="course-edit-title" className="space-y-5">
      <nav aria-label="위치">
        <Link to="/admin/courses" className="text-sm font-semibold text-slate-600 underline">
          ← 강의 목록
        </Link>
      </nav>
      <div className="flex flex-wrap items-center gap-2">
        <h1 id="course-edit-title" className="text-xl font-bold">
          {course ? course.title : '새 강의'}
        </h1>
        {course && <span className={badge(course.is_published === 'Y' ? 'ok' : 'muted')}>{course.is_published === 'Y' ? '공개' : '비공개'}</span>}
        {course && (
          <Link to={`/admin/courses/${course.course_sn}/quiz`} className="text-sm font-semibold text-accent-700 underline">
            퀴즈 편집
          </Link>
        )}
      </div>
      <div className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 lg:grid-cols-2">
        <TextField label="강의 제목" maxLength={200} {...register('title')} error={e.title?.message} />
        <TextField label="요약" maxLength={500} {...register('summary')} error={e.summary?.message} />
        <label className="block text-sm font-semibold lg:col-span-2">
          소개
          <textarea rows={4} maxLength={10000} className="mt-1 w-full rounded-xl border border-slate-300 px-3 py-2" {...register('description')} />
        </label>
        <label className="block text-sm font-semibold">
          카테고리
          <select className={select} {...register('ca_sn')} aria-invalid={e.ca_sn ? true : undefined}>
            <option value="">골라 주세요</option>
            <CategoryOptions list={categories.data?.list ?? []} />
          </select>
          {e.ca_sn && <span className="text-sm text-rose-700">{e.ca_sn.message}</span>}
        </label>
        <label className="block text-sm font-semibold">
          강사
          <select className={select} {...register('teacher_sn')} aria-invalid={e.teacher_sn ? true : undefined}>
            <option value="">골라 주세요</option>
            {teachers.data?.list.map((t) => (
              <option key={t.teacher_sn} value={t.teacher_sn}>
                {t.name}
              </option>
            ))}
          </select>
          {e.teacher_sn && <span className="text-sm text-rose-700">{e.teacher_sn.message}</span>}
        </label>
        <label className="block text-sm font-semibold">
          난이도
          <select className={select} {...register('level')}>
            {['입문', '초급', '중급', '고급'].map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </label>
        <fieldset className="text-sm">
          <legend className="font-semibold">판매</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            <label className="flex items-center gap-1">
              <input type="radio" value="N" {...register('is_free')} /> 유료
            </label>
            <label className="flex items-center gap-1">
              <input type="radio" value="Y" {...register('is_free')} /> 무료
            </label>
            <label className="flex items-center gap-1">
              <input type="checkbox" checked={passIncluded === 'Y'} onChange={(ev) => setValue('pass_included', ev.target.checked ? 'Y' : 'N')} /> 이용권에 포함
            </label>
          </div>
        </fieldset>
        {isFree === 'N' && <TextField label="단과 가격 (원, 0이면 이용권으로만 판매)" inputMode="numeric" {...register('price')} error={e.price?.message} />}
        <fieldset className="text-sm">
          <legend className="font-semibold">영상 보호</legend>
          <label className="mt-1 flex items-center gap-1">
            <input type="checkbox" checked={watermark === 'Y'} onChange={(ev) => setValue('watermark', ev.target.checked ? 'Y' : 'N')} aria-describedby="watermark-help" /> 워터마크 표시
          </label>
          <p id="watermark-help" className="mt-1 text-slate-600">
            유료 강의 영상 위에 시청 회원의 가린 이메일과 회원번호를 몇 초마다 다른 자리에 흐리게 표시합니다. 무료 강의에는 표시하지 않습니다.
          </p>
        </fieldset>
      </div>

      <section aria-labelledby="lectures-title" className="space-y-2">
        <h2 id="lectures-title" className="text-lg font-bold">
          강의 영상 ({lectures.fields.length})
        </h2>
        <ol className="space-y-2">
          {lectures.fields.map((f, i) => (
            <li key={f.id} className="grid gap-2 rounded-xl bg-white p-3 ring-1 ring-slate-200 lg:grid-cols-[2rem_1fr_7rem_14rem_auto] lg:items-end">
              <span className="font-semibold text-slate-500">{i + 1}</span>
              <TextField label={`${i + 1}번 영상 제목`} maxLength={200} {...register(`lectures.${i}.title`)} error={e.lectures?.[i]?.title?.message} />
              <TextField label="길이 (초)" inputMode="numeric" {...register(`lectures.${i}.duration_sec`)} error={e.lectures?.[i]?.duration_sec?.message} />
              <label className="block text-sm font-semibold">
                영상
                <select
                  className={select}
                  {...register(`lectures.${i}.media_key`, {
                    onChange: (ev: { target: { value: string } }) => {
                      const found = media.data?.list.find((m) => m.media_key === ev.target.value);
                      if (found?.duration_sec) setValue(`lectures.${i}.duration_sec`, String(Math.round(found.duration_sec)));
                    },
                  })}
                >
                  <option value="">(아직 없음)</option>
                  {mediaOptions(media.data?.list ?? [], f.media_key).map((m) => (
                    <option key={m.key} value={m.key}>
                      {m.label}
                    </option>
                  ))}
                </select>
              </label>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <label className="flex items-center gap-1">
                  <input type="checkbox" {...register(`lectures.${i}.is_preview`)} /> 미리보기
                </label>
                <button type="button" className="rounded-lg px-2 py-1 ring-1 ring-slate-300" disabled={i === 0} onClick={() => lectures.move(i, i - 1)}>
                  위로<span className="sr-only"> {i + 1}번 영상</span>
                </button>
                <button type="button" className="rounded-lg px-2 py-1 ring-1 ring-slate-300" disabled={i === lectures.fields.length - 1} onClick={() => lectures.move(i, i + 1)}>
                  아래로<span className="sr-only"> {i + 1}번 영상</span>
                </button>
                <button type="button" className="rounded-lg px-2 py-1 text-rose-700 ring-1 ring-rose-200" onClick={() => lectures.remove(i)}>
                  빼기<span className="sr-only"> {i + 1}번 영상</span>
                </button>
              </div>
              {/* Subtitles belong to a saved lecture: a new row gets them after the course is saved. */}
              {f.lc_no ? <LectureSubtitles lcNo={f.lc_no} name={`${i + 1}번 영상`} /> : null}
            </li>
          ))}
        </ol>
        <button type="button" className={secondaryButton} onClick={() => lectures.append({ title: '', duration_sec: '', is_preview: false, media_key: '' })}>
          영상 추가
        </button>
      </section>

      <FormAlert message={result?.message} tone={result?.tone ?? 'error'} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
          {course ? '저장' : '만들기 (비공개)'}
        </button>
        {course && (
          <button type="button" className={secondaryButton} disabled={publish.isPending || formState.isDirty} onClick={() => void togglePublish()} title={formState.isDirty ? '먼저 저장해 주세요.' : undefined}>
            {course.is_published === 'Y' ? '비공개로 바꾸기' : '공개하기'}
          </button>
        )}
        {course?.is_published === 'Y' && (
          <a href={`/course/${course.course_sn}`} target="_blank" rel="noreferrer" className="inline-flex h-12 items-center px-2 text-sm font-semibold underline">
            강의 페이지 보기
          </a>
        )}
      </div>
    </form>
  );
}
