import { Link } from 'react-router';
import { businessInfo, SITE_NAME } from '../../site';
import { LegalLinks } from '../../../features/legal/components/legal-links';

/**
 * Business details and legal documents. `alwaysVisible` is the route's header
 * setting footer === 'Y'; otherwise the footer only shows at ≤ 800 px (spec §2).
 */
export function Footer({ alwaysVisible }: { alwaysVisible: boolean }) {
  const info = businessInfo;
  return (
    <footer className={`border-t border-slate-200 bg-slate-50 ${alwaysVisible ? '' : 'desktop:hidden'}`}>
      <div className="mx-auto max-w-6xl px-5 pt-10 pb-12 mobile:px-4 mobile:pt-8 mobile:pb-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-lg font-extrabold tracking-tight text-slate-800">{SITE_NAME}</p>
          <div className="flex gap-2">
            <Link to="/cs/notice" className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:text-slate-900">
              고객센터
            </Link>
            <a
              href={info.videoChannelUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:text-slate-900"
            >
              {info.videoChannelIsExample ? '(예시) 영상 채널' : '영상 채널'}
              <span className="sr-only"> (새 창)</span>
            </a>
          </div>
        </div>

        <nav aria-label="약관 및 정책" className="mt-6 border-y border-slate-200 py-4">
          <LegalLinks />
        </nav>

        <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-[13px] leading-relaxed text-slate-500 desktop:flex desktop:flex-wrap desktop:gap-x-5">
          <Item term="상호" value={info.companyName} />
          <Item term="대표" value={info.ceo} />
          <Item term="주소" value={info.address} />
          <Item term="사업자등록번호" value={info.businessRegNo} />
          <Item term="통신판매업 신고번호" value={info.mailOrderNo} />
          <Item term="제휴 문의" value={info.partnershipEmail} />
          <Item term="제휴 전화" value={info.partnershipPhone} />
        </dl>
        <p className="mt-5 text-[13px] text-slate-500">{info.copyright}</p>
      </div>
    </footer>
  );
}

function Item({ term, value }: { term: string; value: string }) {
  return (
    <div className="contents desktop:flex desktop:gap-1.5">
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
