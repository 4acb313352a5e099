import { Link } from 'react-router';
import { codes } from '@school/contracts/plain';
import { ApiError } from '../../lib/api-client';

/** The codes by which the server says the record an address names does not exist (a course, a teacher, a lecture). */
const NOT_FOUND_CODES = new Set<string>([codes.NOT_FOUND.code, codes.COURSE_NOT_FOUND.code, codes.TEACHER_NOT_FOUND.code, codes.LECTURE_NOT_FOUND.code]);

/** Whether a failed read means "no such record": the not-found page then, not an error box with a useless 다시 시도. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && NOT_FOUND_CODES.has(error.code);

/** The body of the not-found page (the server answers such an address with HTTP 404 too). */
export function NotFound() {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl py-16 text-center mobile:py-8">
      <p className="text-5xl font-extrabold text-accent-600">404</p>
      <h1 id="not-found-title" className="mt-4 text-2xl font-bold text-slate-900">
        페이지를 찾을 수 없습니다
      </h1>
      <p className="mt-3 text-slate-600">주소가 바뀌었거나 없는 페이지예요. 입력한 주소를 다시 확인해 주세요.</p>
      <Link to="/" className="mt-8 inline-flex h-12 items-center rounded-xl bg-accent-600 px-6 font-semibold text-white hover:bg-accent-700">
        홈으로 가기
      </Link>
    </section>
  );
}
