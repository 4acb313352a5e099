import type { MyUser } from '@school/contracts';
import { accountLimits } from '@school/contracts/plain';
import { formatDateTime, InfoSection } from './info-section';

export function DevicesSection({ user }: { user: MyUser }) {
  return (
    <InfoSection
      id="my-devices"
      title="로그인한 기기"
      description={`한 계정으로 동시에 ${accountLimits.maxSessions}대까지 로그인할 수 있습니다. 새 기기에서 로그인하면 가장 오래된 기기가 로그아웃됩니다.`}
    >
      {user.devices.length === 0 ? (
        <p className="text-sm text-slate-500">로그인한 기기가 없습니다.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {user.devices.map((d) => (
            <li key={`${d.created_at}-${d.os}`} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <p className="font-semibold text-slate-800">
                  {d.os || '알 수 없는 기기'}
                  {d.current && <span className="ml-2 rounded-full bg-accent-50 px-2 py-0.5 align-middle text-[12px] font-semibold text-accent-700">현재 기기</span>}
                </p>
                <p className="mt-0.5 text-[13px] text-slate-500">
                  로그인 {formatDateTime(d.created_at)} · 최근 사용 {formatDateTime(d.last_used_at)}
                  {d.ip && ` · IP ${d.ip}`}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </InfoSection>
  );
}
