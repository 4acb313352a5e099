import { useState } from 'react';
import { Link } from 'react-router';
import { CERTIFICATE_MIN_PERCENT } from '@school/contracts/plain';
import { errorMessage } from '../../../lib/api-client';
import { useLearning } from '../../learning';
import { useCertificates } from '../api/get-certificates';
import { useIssueCertificate } from '../api/issue-certificate';
import { openCertificatePdf } from '../api/open-pdf';

/** /my: the member's 수료증, and the courses far enough along to ask for one (decision 096). */
export function MyCertificates() {
  const certificates = useCertificates();
  const learning = useLearning();
  const issue = useIssueCertificate();
  const [note, setNote] = useState<string | null>(null);
  const issued = new Set(certificates.data?.list.map((c) => c.course_sn));
  const ready = (learning.data?.list ?? []).filter((c) => c.progress_percent >= CERTIFICATE_MIN_PERCENT && !issued.has(c.course_sn));

  const ask = async (courseSn: number) => {
    setNote(null);
    try {
      const res = await issue.mutateAsync(courseSn);
      setNote(res.message);
    } catch (e) {
      setNote(errorMessage(e));
    }
  };
  const open = (number: string) => openCertificatePdf(number).catch((e: unknown) => setNote(errorMessage(e)));

  return (
    <section aria-labelledby="my-certificates" className="mt-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="my-certificates" className="font-bold text-slate-900">
        수료증
      </h2>
      <p className="mt-1 text-sm text-slate-500">강의의 {CERTIFICATE_MIN_PERCENT}% 이상을 수강하면 발급됩니다. 최종 퀴즈가 있는 강의는 퀴즈도 통과해야 합니다.</p>
      {certificates.isError && <p className="mt-2 text-sm text-rose-700">{errorMessage(certificates.error)}</p>}
      <ul className="mt-3 divide-y divide-slate-100">
        {certificates.data?.list.map((c) => (
          <li key={c.number} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <span>
              <span className="block font-semibold text-slate-900">{c.course_title}</span>
              <span className="text-sm text-slate-500">
                제 {c.number} 호 · {c.issued_on} 발급
                {c.withdrawn === 'Y' && <span className="ml-1 font-semibold text-rose-700">· 취소됨 (과정 환불)</span>}
              </span>
            </span>
            <span className="flex gap-2">
              {c.withdrawn === 'N' && (
                <button type="button" onClick={() => void open(c.number)} className="h-10 rounded-xl bg-accent-600 px-3 text-sm font-semibold text-white">
                  PDF 열기<span className="sr-only"> {c.course_title}</span>
                </button>
              )}
              <Link to={`/certificate/${c.number}`} className="inline-flex h-10 items-center rounded-xl px-3 text-sm font-semibold ring-1 ring-slate-300">
                진위 확인<span className="sr-only"> {c.course_title}</span>
              </Link>
            </span>
          </li>
        ))}
        {ready.map((c) => (
          <li key={c.course_sn} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <span>
              <span className="block font-semibold text-slate-900">{c.title}</span>
              <span className="text-sm text-slate-500">{c.progress_percent}% 수강</span>
            </span>
            <button type="button" disabled={issue.isPending} onClick={() => void ask(c.course_sn)} className="h-10 rounded-xl px-3 text-sm font-semibold ring-1 ring-accent-600 text-accent-700">
              수료증 받기<span className="sr-only"> {c.title}</span>
            </button>
          </li>
        ))}
      </ul>
      {certificates.data?.list.length === 0 && ready.length === 0 && <p className="mt-2 text-sm text-slate-500">아직 받은 수료증이 없습니다.</p>}
      {note && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {note}
        </p>
      )}
    </section>
  );
}
