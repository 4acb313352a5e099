import { useParams } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useCertificateVerification } from '../api/verify-certificate';

/** /certificate/{number}: anyone may check that a certificate was issued; the holder's name is shown masked. */
export function CertificateVerifyPage() {
  const { number = '' } = useParams();
  const check = useCertificateVerification(number);
  return (
    <PageShell className="max-w-xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">수료증 진위 확인</h1>
      {check.isPending && <LoadingMessage label="수료증을 확인하는 중입니다…" />}
      {check.isError && <ErrorMessage message={errorMessage(check.error)} />}
      {check.data && (
        <section aria-label="확인 결과" className={`mt-6 rounded-2xl bg-white p-6 ring-1 ${check.data.withdrawn === 'Y' ? 'ring-rose-300' : 'ring-emerald-300'}`}>
          {check.data.withdrawn === 'Y' ? (
            <p className="font-bold text-rose-700">
              취소됨 <span className="block text-sm font-normal text-slate-600">이 수료증은 과정이 환불되어 취소되었습니다. 유효한 수료증이 아닙니다.</span>
            </p>
          ) : (
            <p className="font-bold text-emerald-700">발급된 수료증입니다.</p>
          )}
          <dl className="mt-4 grid grid-cols-[6rem_1fr] gap-y-2 text-sm">
            <dt className="text-slate-500">수료증 번호</dt>
            <dd className="break-all">{check.data.number}</dd>
            <dt className="text-slate-500">성명</dt>
            <dd>{check.data.masked_name}</dd>
            <dt className="text-slate-500">과정명</dt>
            <dd>{check.data.course_title}</dd>
            <dt className="text-slate-500">학습 시간</dt>
            <dd>{check.data.study_time}</dd>
            <dt className="text-slate-500">수강 기간</dt>
            <dd>
              {check.data.started_on} ~ {check.data.completed_on}
            </dd>
            <dt className="text-slate-500">발급일</dt>
            <dd>{check.data.issued_on}</dd>
            <dt className="text-slate-500">발급 기관</dt>
            <dd>{check.data.school_name}</dd>
          </dl>
        </section>
      )}
    </PageShell>
  );
}
