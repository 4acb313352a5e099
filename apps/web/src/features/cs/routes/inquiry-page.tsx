import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { InquiryItem } from '@school/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { primaryButton } from '../../../components/ui/form';
import { PageShell } from '../../../components/ui/page-shell';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { Pill } from '../../../components/ui/tab-links';
import { errorMessage } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../stores/session';
import { ProtectedLink } from '../../auth';
import { useInquiries } from '../api/get-inquiries';
import { useInquiry } from '../api/get-inquiry';
import { CsHeader } from '../components/cs-nav';
import { InquiryForm } from '../components/inquiry-form';

/** /cs/inquiry: a member writes 1:1 inquiries and reads their status and answers; visitors are asked to log in. */
export function InquiryPage() {
  const loggedIn = useIsLoggedIn();
  const [params] = useSearchParams();
  const page = Math.min(1000, Math.max(1, Number(params.get('page')) || 1));
  const list = useInquiries(page, loggedIn);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <PageShell className="max-w-4xl">
      <CsHeader current="inquiry" />
      {!loggedIn ? (
        <div className="mt-6">
          <EmptyState title="1:1 문의는 회원만 이용할 수 있습니다.">
            <p>로그인하면 문의를 남기고 답변을 확인할 수 있습니다.</p>
            <ProtectedLink className={`${primaryButton} mt-4`}>로그인하고 문의하기</ProtectedLink>
            <p className="mt-3 text-sm">
              로그인할 수 없나요?{' '}
              <Link to="/cs/contact" className="font-semibold text-accent-700 underline">
                로그인 없이 문의하기
              </Link>
            </p>
          </EmptyState>
        </div>
      ) : (
        <div className="mt-6 grid grid-cols-[1fr_1fr] gap-8 mobile:grid-cols-1">
          <section aria-labelledby="inquiry-new">
            <h2 id="inquiry-new" className="mb-3 text-lg font-bold text-slate-900">
              문의하기
            </h2>
            <InquiryForm onDone={() => setOpen(null)} />
          </section>
          <section aria-labelledby="inquiry-mine">
            <h2 id="inquiry-mine" className="mb-3 text-lg font-bold text-slate-900">
              내 문의 내역
            </h2>
            {list.isPending && <LoadingMessage label="문의 내역을 불러오는 중입니다" />}
            {list.isError && <ErrorMessage message={`문의 내역을 불러오지 못했습니다. ${errorMessage(list.error)}`} onRetry={() => void list.refetch()} />}
            {list.data && list.data.items.length === 0 && <EmptyState title="아직 남긴 문의가 없습니다." />}
            {list.data && list.data.items.length > 0 && (
              <ul className="divide-y divide-slate-100 border-y border-slate-200">
                {list.data.items.map((i) => (
                  <InquiryRow key={i.inquiry_sn} item={i} open={open === i.inquiry_sn} onToggle={() => setOpen(open === i.inquiry_sn ? null : i.inquiry_sn)} />
                ))}
              </ul>
            )}
            {list.data && <Pagination page={page} total={list.data.total} size={list.data.size} hrefFor={(p) => `/cs/inquiry?page=${p}`} label="문의 내역 페이지" />}
          </section>
        </div>
      )}
    </PageShell>
  );
}

function InquiryRow({ item, open, onToggle }: { item: InquiryItem; open: boolean; onToggle: () => void }) {
  const detail = useInquiry(open ? item.inquiry_sn : null);
  const panel = `inquiry-${item.inquiry_sn}`;
  return (
    <li>
      <button type="button" aria-expanded={open} aria-controls={panel} onClick={onToggle} className="flex w-full items-center gap-2 px-2 py-3 text-left hover:bg-slate-50">
        <Pill tone={item.status === 'answered' ? 'green' : 'amber'}>{item.status_label}</Pill>
        <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{item.title}</span>
        <span className="shrink-0 text-[12px] text-slate-500">{item.category_label}</span>
      </button>
      {open && (
        <div id={panel} className="space-y-3 bg-slate-50 px-3 py-4 text-sm leading-6">
          {detail.isPending && <LoadingMessage label="문의를 불러오는 중입니다" />}
          {detail.isError && <ErrorMessage message={errorMessage(detail.error)} />}
          {detail.data && (
            <>
              <p className="whitespace-pre-line text-slate-700">{detail.data.contents}</p>
              <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
                <p className="font-semibold text-slate-800">답변</p>
                <p className="mt-1 whitespace-pre-line text-slate-600">{detail.data.answer ?? '아직 답변이 등록되지 않았습니다. (답변 대기)'}</p>
              </div>
            </>
          )}
        </div>
      )}
    </li>
  );
}
