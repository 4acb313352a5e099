import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { LectureStocks, StockRegion } from '@school/contracts';
import type { adminPracticeApi, BodyOf } from '@school/contracts/endpoints';
import { FormAlert, secondaryButton } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { useCourseLectures } from '../../../course';
import { useOperator } from '../../api/operator';
import { useCourse } from '../../catalogue/api/get-course';
import { useCourses } from '../../catalogue/api/get-courses';
import { useTeaching } from '../../qna/api/get-teaching';
import { useLectureStocks } from '../api/get-lecture-stocks';
import { useSaveLectureStocks } from '../api/save-lecture-stocks';
import { useStockSearch } from '../api/search-stocks';
import { Field } from '../field';
import { formatMoment, parseMoment } from '../moment';

const input = 'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm';
type Body = BodyOf<typeof adminPracticeApi.saveLectureStocks>;
const REGION_LABEL: Record<StockRegion, string> = { kr: '국내', us: '미국' };

/**
 * /admin/practice/lectures: the stocks a lecture covers (each optionally at a moment of the video) and its practice
 * task (decision 099). Members see them as chips and a 모의 매수 panel beside the player; stock pages list the lecture.
 */
export default function LectureStocksPage() {
  const [params, setParams] = useSearchParams();
  const courseSn = Number(params.get('course')) || null;
  const lcNo = Number(params.get('lc_no')) || null;
  const operator = useOperator();
  const pick: Pick = {
    courseSn,
    lcNo,
    setCourse: (value) => setParams(value ? { course: value } : {}),
    setLecture: (value) => courseSn && setParams(value ? { course: String(courseSn), lc_no: value } : { course: String(courseSn) }),
  };

  return (
    <section aria-labelledby="practice-lectures-title" className="space-y-5">
      <div className="space-y-1">
        <h1 id="practice-lectures-title" className="text-xl font-bold">
          강의 종목 태그
        </h1>
        <p className="text-sm text-slate-600">강의에서 다룬 종목을 연결하면 플레이어 옆에 종목 칩과 모의 매수 버튼이, 종목 페이지에 &ldquo;이 종목을 다룬 강의&rdquo;가 나타납니다.</p>
      </div>

      <div className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h2 className="font-semibold">1. 강의 고르기</h2>
        {operator.data?.role === 'teacher' ? <TeacherPicker {...pick} /> : operator.data ? <StaffPicker {...pick} /> : <LoadingMessage label="운영자 정보를 확인하는 중" />}
      </div>

      {lcNo && <TagsEditor key={lcNo} lcNo={lcNo} />}
    </section>
  );
}

interface Pick {
  courseSn: number | null;
  lcNo: number | null;
  setCourse: (value: string) => void;
  setLecture: (value: string) => void;
}

/** Staff find any course, unpublished included, by its title. */
function StaffPicker({ courseSn, lcNo, setCourse, setLecture }: Pick) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const courses = useCourses(q, 1);
  const course = useCourse(courseSn);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.trim());
  };

  return (
    <>
      <form role="search" aria-label="강의 검색" onSubmit={search} className="flex gap-2">
        <label className="sr-only" htmlFor="practice-course-q">
          강의 제목
        </label>
        <input id="practice-course-q" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={100} placeholder="강의 제목으로 찾기" className={`${input} min-w-0 flex-1`} />
        <button type="submit" className={secondaryButton}>
          검색
        </button>
      </form>
      {courses.isError && <ErrorMessage message={errorMessage(courses.error)} onRetry={() => void courses.refetch()} />}
      <Selects
        courseSn={courseSn}
        lcNo={lcNo}
        setCourse={setCourse}
        setLecture={setLecture}
        courses={courses.data && [...(courseSn && course.data && !courses.data.list.some((c) => c.course_sn === courseSn) ? [{ course_sn: courseSn, title: course.data.title }] : []), ...courses.data.list]}
        lectures={course.data?.lectures}
      />
      {course.isError && <ErrorMessage message={errorMessage(course.error)} />}
    </>
  );
}

/** A teacher picks among their own courses (decision 099: a course's teacher tags its lectures). */
function TeacherPicker({ courseSn, lcNo, setCourse, setLecture }: Pick) {
  const teaching = useTeaching();
  const lectures = useCourseLectures(courseSn ?? 0, courseSn !== null);
  return (
    <>
      {teaching.isError && <ErrorMessage message={errorMessage(teaching.error)} onRetry={() => void teaching.refetch()} />}
      <Selects courseSn={courseSn} lcNo={lcNo} setCourse={setCourse} setLecture={setLecture} courses={teaching.data?.courses} lectures={lectures.data?.list} />
      {lectures.isError && <ErrorMessage message={errorMessage(lectures.error)} />}
    </>
  );
}

function Selects({ courseSn, lcNo, setCourse, setLecture, courses, lectures }: Pick & { courses?: { course_sn: number; title: string }[]; lectures?: { lc_no: number; title: string }[] }) {
  return (
    <div className="grid gap-3 desktop:grid-cols-2">
      <Field label="강좌">
        {(id) => (
          <select id={id} value={courseSn ?? ''} onChange={(e) => setCourse(e.target.value)} className={input} disabled={!courses}>
            <option value="">{courses ? (courses.length ? '강좌를 고르세요' : '찾은 강좌가 없습니다') : '불러오는 중…'}</option>
            {courses?.map((c) => (
              <option key={c.course_sn} value={c.course_sn}>
                {c.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="영상(강의)">
        {(id) => (
          <select id={id} value={lcNo ?? ''} onChange={(e) => setLecture(e.target.value)} className={input} disabled={!lectures}>
            <option value="">{courseSn ? (lectures ? '영상을 고르세요' : '불러오는 중…') : '강좌를 먼저 고르세요'}</option>
            {lectures?.map((l, i) => (
              <option key={l.lc_no} value={l.lc_no}>
                {i + 1}. {l.title}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

function TagsEditor({ lcNo }: { lcNo: number }) {
  const current = useLectureStocks(lcNo);
  if (current.isPending) return <LoadingMessage label="강의에 연결한 종목을 불러오는 중" />;
  if (current.isError) return <ErrorMessage message={errorMessage(current.error)} onRetry={() => void current.refetch()} />;
  return (
    <>
      <Saved data={current.data} />
      <TagsForm lcNo={lcNo} initial={current.data} />
    </>
  );
}

/** What members see now: the saved chips and task, with the names the server found. */
function Saved({ data }: { data: LectureStocks }) {
  return (
    <section aria-label="지금 연결된 종목" className="space-y-2 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
      <h2 className="font-semibold">지금 회원에게 보이는 것</h2>
      {data.items.length === 0 ? (
        <p className="text-slate-600">연결된 종목이 없습니다.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {data.items.map((t) => (
            <li key={`${t.region}:${t.code}`} className="rounded-full bg-white px-3 py-1 ring-1 ring-slate-300">
              {t.name_ko} <span className="text-slate-500">{t.code}</span>
              {t.at_sec !== null && <span className="ml-1 text-accent-700">{formatMoment(t.at_sec)}</span>}
            </li>
          ))}
        </ul>
      )}
      <p>
        <span className="font-semibold">모의투자 과제: </span>
        {data.task ? `${data.task.title} (${REGION_LABEL[data.task.region]} · ${data.task.code ?? '그 시장의 아무 종목'} 매수)` : '없음'}
      </p>
    </section>
  );
}

interface Row {
  key: number;
  region: StockRegion;
  code: string;
  at: string;
}

let nextKey = 1;

function TagsForm({ lcNo, initial }: { lcNo: number; initial: LectureStocks }) {
  const save = useSaveLectureStocks();
  const [rows, setRows] = useState<Row[]>(() => initial.items.map((t) => ({ key: nextKey++, region: t.region, code: t.code, at: t.at_sec === null ? '' : formatMoment(t.at_sec) })));
  const [hasTask, setHasTask] = useState(initial.task !== null);
  const [task, setTask] = useState<{ title: string; region: StockRegion; code: string }>({ title: initial.task?.title ?? '', region: initial.task?.region ?? 'kr', code: initial.task?.code ?? '' });
  const [note, setNote] = useState<{ message: string; tone: 'error' | 'info' } | null>(null);

  const change = (key: number, patch: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNote(null);
    const items: Body['items'] = [];
    for (const [i, r] of rows.entries()) {
      const code = r.code.trim().toUpperCase();
      if (!code) return setNote({ tone: 'error', message: `${i + 1}번째 종목의 코드를 입력하거나 그 줄을 지워 주세요.` });
      const at = parseMoment(r.at);
      if (at === undefined) return setNote({ tone: 'error', message: `${i + 1}번째 종목의 영상 시점은 1:35처럼 분:초로 입력해 주세요(비우면 강의 전체).` });
      items.push({ region: r.region, code, at_sec: at });
    }
    if (hasTask && task.title.trim().length < 2) return setNote({ tone: 'error', message: '과제 설명을 2자 이상 입력해 주세요.' });
    const body: Body = { items, task: hasTask ? { title: task.title.trim(), region: task.region, code: task.code.trim() ? task.code.trim().toUpperCase() : null } : null };
    try {
      const res = await save.mutateAsync({ lcNo, body });
      setNote({ tone: 'info', message: res.message });
    } catch (error) {
      setNote({ tone: 'error', message: errorMessage(error) });
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="강의 종목과 과제" className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <fieldset className="space-y-3">
        <legend className="font-semibold">2. 다룬 종목</legend>
        <p className="text-sm text-slate-600">국내는 6자리 종목코드(예: 005930), 미국은 티커(예: AAPL). 영상 시점을 비우면 강의 전체에 붙습니다.</p>
        {rows.length === 0 && <p className="text-sm text-slate-500">아직 종목이 없습니다. 아래에서 종목을 찾아 추가하세요.</p>}
        <ol className="space-y-2">
          {rows.map((r, i) => (
            <li key={r.key} className="grid grid-cols-[4.5rem_1fr_6rem] items-end gap-2 desktop:grid-cols-[6rem_1fr_8rem_auto]">
              <Field label="시장">
                {(id) => (
                  <select id={id} value={r.region} onChange={(e) => change(r.key, { region: e.target.value as StockRegion })} className={input} aria-label={`${i + 1}번째 종목 시장`}>
                    <option value="kr">국내</option>
                    <option value="us">미국</option>
                  </select>
                )}
              </Field>
              <Field label="종목코드">
                {(id) => <input id={id} value={r.code} onChange={(e) => change(r.key, { code: e.target.value })} maxLength={12} placeholder={r.region === 'kr' ? '005930' : 'AAPL'} className={input} aria-label={`${i + 1}번째 종목코드`} />}
              </Field>
              <Field label="영상 시점">
                {(id) => <input id={id} value={r.at} onChange={(e) => change(r.key, { at: e.target.value })} maxLength={8} placeholder="예: 1:35" className={input} aria-label={`${i + 1}번째 종목 영상 시점`} />}
              </Field>
              <button type="button" onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))} className="col-span-3 h-9 justify-self-end rounded-xl px-3 text-sm font-semibold text-rose-700 ring-1 ring-rose-200 desktop:col-span-1 desktop:h-11" aria-label={`${i + 1}번째 종목 지우기`}>
                지우기
              </button>
            </li>
          ))}
        </ol>
        <StockFinder
          disabled={rows.length >= 20}
          onPick={(region, code) => setRows((all) => (all.some((r) => r.region === region && r.code.toUpperCase() === code) ? all : [...all, { key: nextKey++, region, code, at: '' }]))}
        />
        <button type="button" disabled={rows.length >= 20} onClick={() => setRows((all) => [...all, { key: nextKey++, region: 'kr', code: '', at: '' }])} className={secondaryButton}>
          코드로 직접 추가
        </button>
        {rows.length >= 20 && <p className="text-sm text-slate-500">한 강의에 종목은 20개까지 연결할 수 있습니다.</p>}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="font-semibold">3. 모의투자 과제</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={hasTask} onChange={(e) => setHasTask(e.target.checked)} />
          과제 붙이기 (회원의 모의 매수가 체결되면 완료로 표시됩니다)
        </label>
        {hasTask && (
          <div className="grid gap-2 desktop:grid-cols-[1fr_6rem_8rem]">
            <Field label="과제 설명">
              {(id) => <input id={id} value={task.title} onChange={(e) => setTask({ ...task, title: e.target.value })} maxLength={100} placeholder="이동평균선 골든크로스 종목 1개 모의 매수" className={input} />}
            </Field>
            <Field label="과제 시장">
              {(id) => (
                <select id={id} value={task.region} onChange={(e) => setTask({ ...task, region: e.target.value as StockRegion })} className={input}>
                  <option value="kr">국내</option>
                  <option value="us">미국</option>
                </select>
              )}
            </Field>
            <Field label="과제 종목코드" note="(선택)">
              {(id) => <input id={id} value={task.code} onChange={(e) => setTask({ ...task, code: e.target.value })} maxLength={12} placeholder="비우면 아무 종목" className={input} />}
            </Field>
          </div>
        )}
      </fieldset>

      <FormAlert message={note?.message} tone={note?.tone} />
      <button type="submit" disabled={save.isPending} className="h-11 rounded-xl bg-accent-600 px-5 font-semibold text-white hover:bg-accent-700 disabled:bg-slate-300">
        {save.isPending ? '저장하는 중…' : '저장'}
      </button>
    </form>
  );
}

/** Finds a stock by name, code or 초성 and adds it as a row (operators rarely know codes by heart). */
function StockFinder({ disabled, onPick }: { disabled: boolean; onPick: (region: StockRegion, code: string) => void }) {
  const [region, setRegion] = useState<StockRegion>('kr');
  const [q, setQ] = useState('');
  const found = useStockSearch(region, q.trim());
  const items = q.trim() ? (found.data?.items ?? []) : [];
  return (
    <div className="space-y-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <div className="flex gap-2">
        <select value={region} onChange={(e) => setRegion(e.target.value as StockRegion)} aria-label="찾을 시장" className="h-11 w-24 shrink-0 rounded-xl border border-slate-300 bg-white px-2 text-sm">
          <option value="kr">국내</option>
          <option value="us">미국</option>
        </select>
        <input value={q} onChange={(e) => setQ(e.target.value)} maxLength={40} placeholder="종목 이름·코드로 찾기 (예: 삼성전자)" aria-label="종목 찾기" className="h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-sm" />
      </div>
      {found.isError && <p className="text-sm text-rose-700">{errorMessage(found.error)}</p>}
      {q.trim() && found.data && items.length === 0 && <p className="text-sm text-slate-600">찾은 종목이 없습니다.</p>}
      {items.length > 0 && (
        <ul aria-label="찾은 종목" className="flex flex-wrap gap-2">
          {items.map((c) => (
            <li key={c.code}>
              <button type="button" disabled={disabled} onClick={() => onPick(region, c.code)} className="rounded-full bg-white px-3 py-1 text-sm ring-1 ring-slate-300 hover:bg-accent-50 disabled:opacity-50" aria-label={`${c.name_ko} ${c.code} 추가`}>
                {c.name_ko} <span className="text-slate-500">{c.code}</span> +
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
