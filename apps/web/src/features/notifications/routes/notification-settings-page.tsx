import { useState } from 'react';
import { Link } from 'react-router';
import { NOTICE_CHANNEL_LABELS, NOTICE_KIND_LABELS, noticeChannels, noticeKinds, type NoticeChannel, type NoticeKind, type NotificationPrefs } from '@school/contracts';
import { PageShell } from '../../../components/ui/page-shell';
import { errorMessage } from '../../../lib/api-client';
import { useNotificationPrefs, useSavePrefs } from '../api/notifications';

type Result = { ok: boolean; message: string } | null;

/**
 * /my/notifications/settings: which notices reach the member by which channel, saved at each change; 광고성 정보
 * apart, with its consent (changed on 내 정보) and the night consent.
 */
export function NotificationSettingsPage() {
  const prefs = useNotificationPrefs();
  const save = useSavePrefs();
  const [result, setResult] = useState<Result>(null);
  const data = prefs.data;
  const cell = (kind: NoticeKind, channel: NoticeChannel) => data?.choices.find((c) => c.kind === kind && c.channel === channel);

  async function change(body: Parameters<typeof save.mutateAsync>[0]) {
    setResult(null);
    try {
      await save.mutateAsync(body);
      setResult({ ok: true, message: '알림 설정을 저장했습니다.' });
    } catch (e) {
      setResult({ ok: false, message: errorMessage(e) });
    }
  }
  const toggle = (p: NotificationPrefs, kind: NoticeKind, channel: NoticeChannel) =>
    change({ choices: [{ kind, channel, enabled: cell(kind, channel)?.enabled === 'Y' ? 'N' : 'Y' }], ad_night: p.ad.night });

  const table = (kinds: readonly NoticeKind[], caption: string) => (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-slate-500">
        <tr>
          <th scope="col" className="w-[34%] pb-1 font-semibold">
            알림
          </th>
          {noticeChannels.map((c) => (
            <th key={c} scope="col" className="pb-1 text-center text-xs font-semibold">
              {NOTICE_CHANNEL_LABELS[c]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {kinds.map((kind) => (
          <tr key={kind} className="border-t border-slate-100">
            <th scope="row" className="py-2 pr-1 text-[13px] font-semibold text-slate-800">
              {NOTICE_KIND_LABELS[kind]}
            </th>
            {noticeChannels.map((channel) => {
              const c = cell(kind, channel);
              return (
                <td key={channel} className="text-center">
                  <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
                    <input
                      type="checkbox"
                      className="size-5 accent-accent-600"
                      aria-label={`${NOTICE_KIND_LABELS[kind]} ${NOTICE_CHANNEL_LABELS[channel]}`}
                      checked={c?.enabled === 'Y'}
                      disabled={!data || c?.fixed === 'Y' || save.isPending || (kind === 'ad' && data.ad.consent !== 'Y')}
                      onChange={() => data && void toggle(data, kind, channel)}
                    />
                  </label>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <PageShell className="max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 mobile:text-xl">알림 설정</h1>
      <p className="mt-2 text-sm text-slate-600">
        알림마다 받을 방법을 고릅니다. 결제·환불·답변 알림은 언제나 <Link to="/my/notifications" className="font-semibold text-accent-700 hover:underline">알림함</Link>에 남고, 구독 자동 결제 안내는 메일로 꼭 보내 드립니다. 앱 푸시는 푸시를 켠 기기로만 갑니다.
      </p>
      {prefs.isPending && <p className="mt-6 text-sm text-slate-500">불러오는 중입니다…</p>}
      {prefs.isError && <p className="mt-6 text-sm text-rose-700">알림 설정을 불러오지 못했습니다. {errorMessage(prefs.error)}</p>}
      {data && (
        <>
          <section aria-labelledby="notice-kinds" className="mt-6 rounded-2xl border border-slate-200 p-4 mobile:p-3">
            <h2 id="notice-kinds" className="text-lg font-bold text-slate-900">
              회원님의 이용에 관한 알림
            </h2>
            <div className="mt-2">{table(noticeKinds.filter((k) => k !== 'ad'), '알림별 받는 방법')}</div>
          </section>
          <section aria-labelledby="notice-ad" className="mt-4 rounded-2xl border border-slate-200 p-4 mobile:p-3">
            <h2 id="notice-ad" className="text-lg font-bold text-slate-900">
              광고성 정보
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              광고성 정보 수신 동의: <strong>{data.ad.consent === 'Y' ? '동의함' : '동의하지 않음'}</strong> ·{' '}
              <Link to="/my/info#my-market" className="font-semibold text-accent-700 hover:underline">
                내 정보에서 바꾸기
              </Link>
            </p>
            <div className="mt-2">{table(['ad'], '광고성 정보 받는 방법')}</div>
            <label className="mt-3 flex min-h-11 cursor-pointer items-start gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-accent-600"
                checked={data.ad.night === 'Y'}
                disabled={save.isPending || (data.ad.consent !== 'Y' && data.ad.night !== 'Y')}
                onChange={() => void change({ choices: [], ad_night: data.ad.night === 'Y' ? 'N' : 'Y' })}
              />
              <span>
                야간(오후 9시~다음 날 오전 8시)에도 광고성 정보 받기
                <span className="block text-xs text-slate-500">동의하지 않으시면 이 시간에는 광고성 정보를 보내지 않습니다.</span>
              </span>
            </label>
          </section>
        </>
      )}
      {result && (
        <p role="status" className={`mt-4 text-sm ${result.ok ? 'text-emerald-700' : 'text-rose-700'}`}>
          {result.message}
        </p>
      )}
    </PageShell>
  );
}
