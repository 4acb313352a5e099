import { useState } from 'react';
import type { NotificationSettings } from '@school/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';
import { InfoSection, ResultMessage, type Result } from './info-section';

const ROWS: { label: string; mail: keyof NotificationSettings; sms: keyof NotificationSettings | null }[] = [
  { label: '결제 완료', mail: 'mail_payment', sms: 'sms_payment' },
  { label: '환불 완료', mail: 'mail_refund', sms: 'sms_refund' },
  { label: '문의 답변', mail: 'mail_inquiry', sms: null },
  { label: '강의 질문 답변', mail: 'mail_qna', sms: 'sms_qna' },
];

/** Which notices reach the member, by mail and by SMS (issue 33 item 14). Saved at each change. */
export function NotificationsSection() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [result, setResult] = useState<Result>(null);

  async function toggle(key: keyof NotificationSettings) {
    if (!settings.data) return;
    setResult(null);
    try {
      await save.mutateAsync({ ...settings.data, [key]: settings.data[key] === 'Y' ? 'N' : 'Y' });
      setResult({ ok: true, message: '알림 설정을 저장했습니다.' });
    } catch (e) {
      setResult({ ok: false, message: errorMessage(e) });
    }
  }

  const box = (key: keyof NotificationSettings, row: string, channel: string) => (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-700">
      <input type="checkbox" className="size-5 accent-accent-600" checked={settings.data?.[key] === 'Y'} disabled={!settings.data || save.isPending} onChange={() => void toggle(key)} />
      <span>
        <span className="sr-only">{row} </span>
        {channel}
      </span>
    </label>
  );

  return (
    <InfoSection id="my-notifications" title="알림 설정" description="결제·환불·문의와 강의 질문 답변 소식을 어떻게 받을지 정합니다. 광고는 보내지 않습니다.">
      {settings.isError && <p className="text-sm text-rose-700">알림 설정을 불러오지 못했습니다. {errorMessage(settings.error)}</p>}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">알림별 받는 방법</caption>
        <thead className="text-slate-500">
          <tr>
            <th scope="col" className="pb-1 font-semibold">
              알림
            </th>
            <th scope="col" className="pb-1 font-semibold">
              이메일
            </th>
            <th scope="col" className="pb-1 font-semibold">
              문자
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((r) => (
            <tr key={r.label} className="border-t border-slate-100">
              <th scope="row" className="py-1 font-semibold text-slate-800">
                {r.label}
              </th>
              <td>{box(r.mail, `${r.label} 이메일로`, '받기')}</td>
              <td>{r.sms ? box(r.sms, `${r.label} 문자로`, '받기') : <span className="text-xs text-slate-400">이메일만</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ResultMessage result={result} />
    </InfoSection>
  );
}
