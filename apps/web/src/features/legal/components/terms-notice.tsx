import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { showConfirm, showError, showInfo } from '../../../lib/popup';
import { useAnswerLegal } from '../api/answer-legal';
import { usePendingLegal } from '../api/get-pending';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const day = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1년 $2월 $3일').replace(/년 0/, '년 ').replace(/월 0/, '월 ');

/**
 * After sign-in, tells the member of a new version of a text they agreed to (the specification): what changed,
 * when it applies, and that silence for 14 days counts as agreement. 동의합니다 records agreement;
 * 나중에 leaves it for now (the full text and 거부 are on /policy/{type}). Once per version per tab.
 */
export function TermsNotice() {
  const pending = usePendingLegal();
  const answer = useAnswerLegal();
  const shown = useRef(new Set<string>());
  const first = pending.data?.list[0];

  useEffect(() => {
    if (!first) return;
    const key = `legalNotice:${first.doc_type}:${first.version}`;
    if (shown.current.has(key) || sessionStorage.getItem(key)) return;
    shown.current.add(key);
    sessionStorage.setItem(key, '1');
    const html =
      `<p><strong>${escape(first.title)}</strong>이(가) ${day(first.effective_on)}부터 바뀝니다.</p>` +
      `<p>${escape(first.summary)}</p>` +
      `<p>${day(first.deemed_on)}까지 거부 의사를 밝히지 않으시면 개정 내용에 동의하신 것으로 봅니다. ` +
      `<a href="/policy/${first.doc_type}/${first.version}">개정 전문 보기 · 거부하기</a></p>`;
    void showConfirm({ html }, { title: `${first.title} 개정 안내`, yesText: '동의합니다', noText: '나중에' }).then(async (yes) => {
      if (!yes) return;
      try {
        await showInfo(await answer.mutateAsync({ type: first.doc_type, version: first.version, answer: 'agree' }));
      } catch (e) {
        void showError(errorMessage(e));
      }
    });
  }, [first, answer]);

  return null;
}
