import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE_NAME } from '../../site';
import { useBusinessInfo } from '../../../features/business';
import { LegalLinks } from '../../../features/legal/components/legal-links';

/**
 * Business details and legal documents. `alwaysVisible` is the route's header
 * setting footer === 'Y'; otherwise the footer only shows at ≤ 800 px (the specification).
 */
export function Footer({ alwaysVisible }: { alwaysVisible: boolean }) {
  const { data: info, isError } = useBusinessInfo();
  // Rows keep their place while the details load, so nothing below moves when they arrive.
  const shown = (v: string | undefined) => v ?? (isError ? '정보를 불러오지 못했습니다' : '…');
  return (
    <footer className={`below-fold border-t border-slate-200 bg-slate-50 ${alwaysVisible ? '' : 'desktop:hidden'}`}>
      <div className="mx-auto max-w-6xl px-5 pt-10 pb-12 mobile:px-4 mobile:pt-8 mobile:pb-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-lg font-extrabold tracking-tight text-slate-800">{SITE_NAME}</p>
          <div className="flex gap-2">
            <Link to="/cs/notice" className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:text-slate-900">
              고객센터
            </Link>
            <a
              href={info?.video_channel_url ?? 'https://www.youtube.com/'}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:text-slate-900"
            >
              {info && !info.is_example ? '영상 채널' : '(예시) 영상 채널'}
              <span className="sr-only"> (새 창)</span>
            </a>
          </div>
        </div>

        <nav aria-label="약관 및 정책" className="mt-6 border-y border-slate-200 py-4">
          <LegalLinks />
        </nav>

        <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-[13px] leading-relaxed text-slate-500 desktop:flex desktop:flex-wrap desktop:gap-x-5">
          <Item term="상호" value={shown(info?.company_name)} />
          <Item term="대표" value={shown(info?.ceo)} />
          <Item term="주소" value={shown(info?.address)} />
          <Item term="사업자등록번호" value={shown(info?.business_reg_no)}>
            {info?.business_reg_lookup_url && (
              <a href={info.business_reg_lookup_url} target="_blank" rel="noopener noreferrer" className="ml-1 underline">
                사업자정보 확인<span className="sr-only"> (새 창)</span>
              </a>
            )}
          </Item>
          <Item term="통신판매업 신고번호" value={shown(info?.mail_order_no)} />
          <Item term="개인정보 보호책임자" value={info ? `${info.privacy_officer} (${info.privacy_officer_email})` : shown(undefined)} />
          <Item term="제휴 문의" value={shown(info?.partnership_email)} />
          <Item term="제휴 전화" value={shown(info?.partnership_phone)} />
        </dl>
        <p className="mt-5 text-[13px] text-slate-500">
          © {new Date().getFullYear()} {info?.company_name ?? SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function Item({ term, value, children }: { term: string; value: string; children?: ReactNode }) {
  return (
    <div className="contents desktop:flex desktop:gap-1.5">
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd>
        {value}
        {children}
      </dd>
    </div>
  );
}
