import { Link } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { useIsLoggedIn } from '../../../stores/session';
import { CsHeader } from '../components/cs-nav';
import { InquiryForm } from '../components/inquiry-form';

/**
 * /cs/contact: the customer centre's contact form without signing in (issue 33 item 13), for a member who
 * cannot sign in (suspended, locked out) or a visitor. Staff answer it in the console; the answer goes by mail.
 */
export function ContactPage() {
  const loggedIn = useIsLoggedIn();
  return (
    <PageShell className="max-w-2xl">
      <CsHeader current="inquiry" />
      <section aria-labelledby="contact-title" className="mt-6">
        <h2 id="contact-title" className="text-lg font-bold text-slate-900">
          로그인 없이 문의하기
        </h2>
        <p className="mt-1 mb-4 text-sm leading-relaxed text-slate-600">
          계정 이용 정지, 로그인 문제 등 무엇이든 남겨 주세요. 답변은 적어 주신 이메일로 보내 드립니다. 로그인할 수 있다면{' '}
          <Link to="/cs/inquiry" className="font-semibold text-accent-700 underline">
            1:1 문의
          </Link>
          에서 답변을 바로 확인할 수 있습니다.
        </p>
        {loggedIn && <p className="mb-4 rounded-xl bg-accent-50 p-3 text-sm text-accent-800">로그인되어 있습니다. 이 양식으로 보낸 문의는 내 문의 내역에 나오지 않습니다.</p>}
        <InquiryForm guest onDone={() => undefined} />
      </section>
    </PageShell>
  );
}
