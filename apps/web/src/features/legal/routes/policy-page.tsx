import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { legalType, type LegalType } from '@school/contracts';
import { legalTypes } from '@school/contracts/plain';
import { FormAlert } from '../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useAnswerLegal } from '../api/answer-legal';
import { usePendingLegal } from '../api/get-pending';
import { getLegalDocument } from '../documents';

const longDay = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${y}년 ${m}월 ${d}일`;
};

/** /policy/{type} and /policy/{type}/{version}: a legal text in force or one of its versions (이전 약관 보기). */
export function PolicyPage() {
  const params = useParams();
  const parsed = legalType.safeParse(params.type ?? 'terms');
  const version = params.version ? Number(params.version) : undefined;
  const type: LegalType = parsed.success ? parsed.data : 'terms';
  const doc = useQuery({ queryKey: ['legal', type, version ?? 'current'], queryFn: () => getLegalDocument(type, version) });
  const others = (Object.keys(legalTypes) as LegalType[]).filter((t) => t !== type);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      {!parsed.success ? (
        <ErrorMessage message="없는 약관입니다." />
      ) : doc.isPending ? (
        <LoadingMessage label="약관을 불러오는 중" />
      ) : doc.isError ? (
        <ErrorMessage message={errorMessage(doc.error)} onRetry={() => void doc.refetch()} />
      ) : (
        <article aria-labelledby="policy-title" className="space-y-4">
          <header className="space-y-1">
            <h1 id="policy-title" className="text-2xl font-bold text-slate-900">
              {doc.data.title}
            </h1>
            <p className="text-sm text-slate-600">
              제{doc.data.version}판 · {longDay(doc.data.effective_on)} 시행
            </p>
          </header>
          {doc.data.upcoming && doc.data.upcoming.version !== doc.data.version && (
            <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
              개정 예정: 제{doc.data.upcoming.version}판이 {longDay(doc.data.upcoming.effective_on)}부터 시행됩니다. {doc.data.upcoming.summary}{' '}
              <Link to={`/policy/${type}/${doc.data.upcoming.version}`} className="font-semibold underline">
                개정 전문 보기
              </Link>
            </p>
          )}
          <Answer type={type} version={doc.data.version} />
          <div className="legal-text rounded-xl bg-white p-5 text-sm leading-relaxed text-slate-700 ring-1 ring-slate-200" dangerouslySetInnerHTML={{ __html: doc.data.html }} />
          {doc.data.versions.length > 0 && (
            <nav aria-label="이전 약관 보기" className="space-y-2">
              <h2 className="text-lg font-bold">이전 약관 보기 (판별 전문)</h2>
              <ul className="divide-y divide-slate-100 rounded-xl bg-white text-sm ring-1 ring-slate-200">
                {doc.data.versions.map((v) => (
                  <li key={v.version}>
                    <Link to={`/policy/${type}/${v.version}`} aria-current={v.version === doc.data.version ? 'page' : undefined} className="flex justify-between gap-2 px-4 py-3 hover:bg-slate-50 aria-[current=page]:font-bold">
                      <span>제{v.version}판</span>
                      <span className="text-slate-600">{longDay(v.effective_on)} 시행</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </article>
      )}
      <nav aria-label="다른 약관" className="border-t border-slate-200 pt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-600">
          {others.map((t) => (
            <li key={t}>
              <Link to={`/policy/${t}`} className="hover:underline">
                {legalTypes[t]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** For a signed-in member shown a new version they have not answered: agree or object here. */
function Answer({ type, version }: { type: LegalType; version: number }) {
  const pending = usePendingLegal();
  const answer = useAnswerLegal();
  const item = pending.data?.list.find((p) => p.doc_type === type && p.version === version);
  if (!item && !answer.data) return null;
  return (
    <section aria-label="개정 약관 동의" className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      {item && (
        <>
          <p className="text-sm text-slate-700">
            이 개정 약관에 동의하시겠습니까? {longDay(item.deemed_on)}까지 거부 의사를 밝히지 않으시면 동의하신 것으로 봅니다.
          </p>
          <div className="flex gap-2">
            <button type="button" className="h-11 rounded-xl bg-accent-600 px-4 font-semibold text-white" disabled={answer.isPending} onClick={() => answer.mutate({ type, version, answer: 'agree' })}>
              동의합니다
            </button>
            <button type="button" className="h-11 rounded-xl bg-white px-4 font-semibold ring-1 ring-slate-300" disabled={answer.isPending} onClick={() => answer.mutate({ type, version, answer: 'object' })}>
              거부합니다
            </button>
          </div>
        </>
      )}
      <FormAlert message={answer.data ?? (answer.error ? errorMessage(answer.error) : null)} tone={answer.data ? 'info' : 'error'} />
    </section>
  );
}
