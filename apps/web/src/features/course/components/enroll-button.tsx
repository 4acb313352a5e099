import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PlayIcon } from '../../../components/ui/icons';
import { showCustom, showError } from '../../../lib/popup';
import { isLoggedIn } from '../../../stores/session';
import { checkCourseAccess } from '../api/check-course-access';
import { PAYMENT_PRODUCT_PATH, startCourse } from '../enroll';

/** 수강하기: login for visitors, then the server's access check (the specification). */
export function EnrollButton({ courseSn, label = '수강하기', className = '' }: { courseSn: number; label?: string; className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await startCourse(courseSn, `${location.pathname}${location.search}`, {
        isLoggedIn,
        checkAccess: checkCourseAccess,
        navigate: (to) => void navigate(to),
        showDenied: (message) =>
          void showCustom(message, { actionText: '이용권 보러 가기', onAction: () => void navigate(PAYMENT_PRODUCT_PATH) }),
        showError: (message) => void showError(message),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={busy}
      aria-busy={busy}
      className={`inline-flex h-12 items-center justify-center gap-1.5 rounded-xl bg-accent-600 px-6 font-semibold text-white hover:bg-accent-700 disabled:opacity-70 ${className}`}
    >
      <PlayIcon width={18} height={18} />
      {label}
    </button>
  );
}
