import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminMemberDetail } from '@school/contracts/admin';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { useConsoleSession } from '../../../../stores/console-session';
import { useProducts } from '../../../commerce';
import { useOperator } from '../../api/operator';
import { badge, formatDate, formatDateTime, ORDER_STATUS_LABEL, ROLE_LABEL, sessionEndLabel, STATUS_LABEL, won } from '../../components/labels';
import { DataTable as Table } from '../../components/data-table';
import { ReasonForm } from '../../components/reason-form';
import { useTeachers } from '../../catalogue/api/get-teachers';
import { useMember } from '../api/get-member';
import { useEndMemberSessions } from '../api/end-member-sessions';
import { useGrantMemberPass } from '../api/grant-member-pass';
import { useSetMemberRole } from '../api/set-member-role';
import { actionLabel } from '../../components/audit-labels';
import { useSetMemberStatus } from '../api/set-member-status';

/** /admin/members/:id — what support needs about one member, and the changes support may make. */
export default function MemberPage() {
  const id = Number(useParams().id);
  const member = useMember(id);
  if (!Number.isInteger(id) || id <= 0) return <ErrorMessage message="회원 번호가 올바르지 않습니다." />;
  if (member.isPending) return <LoadingMessage label="회원 정보를 불러오는 중" />;
  if (member.isError) return <ErrorMessage message={errorMessage(member.error)} onRetry={() => void member.refetch()} />;
  return <MemberView id={id} m={member.data} />;
}

function MemberView({ id, m }: { id: number; m: AdminMemberDetail }) {
  const p = m.profile;
  const me = useConsoleSession((s) => s.session?.email);
  const operator = useOperator().data;
  const isSelf = me === p.email;
  const canChange = !isSelf && p.status !== 'withdrawn' && (p.role === 'member' || operator?.role === 'admin');
  return (
    <div className="space-y-6">
      <nav aria-label="위치">
        <Link to="/admin/members" className="text-sm font-semibold text-slate-600 underline">
          ← 회원 목록
        </Link>
      </nav>
      <section aria-labelledby="member-title" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h1 id="member-title" className="flex flex-wrap items-center gap-2 text-xl font-bold">
          {p.user_name || '(이름 없음)'} <span className="text-base font-normal text-slate-500">{p.nickname}</span>
          <span className={badge(p.status === 'active' ? 'ok' : p.status === 'suspended' ? 'warn' : 'muted')}>{STATUS_LABEL[p.status]}</span>
          {p.role !== 'member' && <span className={badge('muted')}>{ROLE_LABEL[p.role]}</span>}
        </h1>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <Item label="이메일">{p.email}</Item>
          <Item label="휴대폰">{p.hpno || '—'}</Item>
          <Item label="생년월일">{p.birth ?? '—'}</Item>
          <Item label="마케팅 수신">{p.is_market === 'Y' ? '동의' : '거부'}</Item>
          <Item label="가입일">{formatDateTime(p.created_at)}</Item>
          {p.guardian_name && <Item label="법정대리인">{p.guardian_name}</Item>}
          {p.withdrawn_at && <Item label="탈퇴일">{formatDateTime(p.withdrawn_at)}</Item>}
          {p.teacher_sn !== null && (
            <Item label="강사 프로필">
              <LinkedTeacher teacherSn={p.teacher_sn} />
            </Item>
          )}
        </dl>
      </section>

      {canChange && <Actions id={id} status={p.status} role={p.role} isAdmin={operator?.role === 'admin'} />}
      {isSelf && <p className="text-sm text-slate-600">자신의 계정은 여기서 바꿀 수 없습니다.</p>}

      <Table title="구매 내역" empty="구매 내역이 없습니다." head={['주문', '상태', '결제 금액', '환불', '결제일']} rows={m.orders.map((o) => [o.order_name, ORDER_STATUS_LABEL[o.status] ?? o.status, won(o.amount), o.refund_amount ? won(o.refund_amount) : '—', formatDateTime(o.paid_at)])} />
      <Table title="이용권" empty="이용 중이거나 지난 이용권이 없습니다." head={['이름', '주문', '시작', '끝']} rows={m.access.map((a) => [a.title, a.order_id ?? '수동 지급', formatDate(a.valid_from), a.valid_until ? formatDate(a.valid_until) : '기한 없음'])} />
      <Table title="로그인 기기" empty="로그인 기록이 없습니다." head={['기기', 'IP', '로그인', '마지막 사용', '종료']} rows={m.sessions.map((s) => [s.os || '—', s.ip ?? '—', formatDateTime(s.created_at), formatDateTime(s.last_used_at), s.ended_at ? `${formatDateTime(s.ended_at)} (${sessionEndLabel(s.end_reason)})` : '사용 중'])} />
      <Table title="학습" empty="학습 기록이 없습니다." head={['강의', '시작한 영상', '완료', '시청 시간', '마지막 시청']} rows={m.learning.map((l) => [l.title, String(l.lectures_started), String(l.lectures_completed), `${Math.round(l.watched_seconds / 60)}분`, formatDateTime(l.last_watched_at)])} />
      <Table title="운영 변경 이력" empty="변경 이력이 없습니다." head={['작업', '사유', '운영자', '일시']} rows={m.changes.map((c) => [actionLabel(c.action), c.reason ?? '—', c.actor_email, formatDateTime(c.created_at)])} />
    </div>
  );
}

function Actions({ id, status, role, isAdmin }: { id: number; status: string; role: string; isAdmin: boolean }) {
  const setStatus = useSetMemberStatus();
  const endSessions = useEndMemberSessions();
  const grant = useGrantMemberPass();
  const setRole = useSetMemberRole();
  const products = useProducts();
  const [productId, setProductId] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const [until, setUntil] = useState('');
  const [newRole, setNewRole] = useState<'member' | 'teacher' | 'staff' | 'admin'>(role === 'member' ? 'staff' : 'member');
  const teachers = useTeachers();
  // No profile is chosen for the operator: a wrong pick ties the account to another teacher's questions.
  const [profile, setProfile] = useState<number | null>(null);
  const profileName = teachers.data?.list.find((t) => t.teacher_sn === profile)?.name;
  const passes = products.data?.passes ?? [];
  const chosen = productId ?? passes[0]?.product_id ?? null;
  return (
    <section aria-labelledby="actions-title" className="space-y-3">
      <h2 id="actions-title" className="text-lg font-bold">
        조치
      </h2>
      <div className="grid gap-3 lg:grid-cols-2">
        {status === 'active' ? (
          <ReasonForm
            title="이용 정지"
            submitLabel="이용 정지"
            tone="danger"
            confirm={`이 회원의 이용을 정지할까요? 모든 기기에서 바로 이용이 막히고, 로그인하면 적은 사유와 ${until ? `${until}까지의 기간` : '기간(해제할 때까지)'}을 보게 됩니다.`}
            extra={
              <>
                <label className="block text-sm font-semibold text-slate-700">
                  회원에게 보일 사유
                  <textarea className="mt-1 block min-h-16 w-full rounded-xl border border-slate-300 p-3" maxLength={500} value={notice} onChange={(e) => setNotice(e.target.value)} />
                </label>
                <label className="block text-sm font-semibold text-slate-700">
                  정지 종료일 (비우면 해제할 때까지)
                  <input type="date" className="mt-1 block h-11 w-full rounded-xl border border-slate-300 px-3" value={until} onChange={(e) => setUntil(e.target.value)} />
                </label>
              </>
            }
            onSubmit={async (reason) => setStatus.mutateAsync({ id, status: 'suspended', reason, member_notice: notice, until: until || null })}
          />
        ) : (
          <ReasonForm title="이용 정지 해제" submitLabel="정지 해제" onSubmit={async (reason) => setStatus.mutateAsync({ id, status: 'active', reason })} />
        )}
        <ReasonForm title="모든 기기에서 로그아웃" submitLabel="로그아웃시키기" onSubmit={async (reason) => endSessions.mutateAsync({ id, reason })} />
        <ReasonForm
          title="이용권 수동 지급"
          submitLabel="지급"
          extra={
            <label className="block text-sm font-semibold text-slate-700">
              이용권
              <select className="mt-1 block h-11 w-full rounded-xl border border-slate-300 px-3" value={chosen ?? ''} onChange={(e) => setProductId(Number(e.target.value))}>
                {passes.map((p) => (
                  <option key={p.product_id} value={p.product_id}>
                    {p.title}
                  </option>
                ))}
              </select>
            </label>
          }
          onSubmit={async (reason) => {
            if (chosen === null) throw new Error('지급할 이용권을 골라 주세요.');
            return grant.mutateAsync({ id, product_id: chosen, reason });
          }}
        />
        {isAdmin && (
          <ReasonForm
            title="권한 변경"
            submitLabel="권한 바꾸기"
            extra={
              <label className="block text-sm font-semibold text-slate-700">
                새 권한
                <select className="mt-1 block h-11 w-full rounded-xl border border-slate-300 px-3" value={newRole} onChange={(e) => setNewRole(e.target.value as typeof newRole)}>
                  <option value="member">회원</option>
                  <option value="teacher">강사 (자기 강의의 질문·현황)</option>
                  <option value="staff">스태프 (콘텐츠·고객 지원)</option>
                  <option value="admin">관리자 (전체)</option>
                </select>
                {newRole === 'teacher' && (
                  <span className="mt-2 block">
                    연결할 강사 프로필
                    <select className="mt-1 block h-11 w-full rounded-xl border border-slate-300 px-3" value={profile ?? ''} onChange={(e) => setProfile(e.target.value ? Number(e.target.value) : null)}>
                      <option value="">강사 프로필을 골라 주세요</option>
                      {(teachers.data?.list ?? []).map((t) => (
                        <option key={t.teacher_sn} value={t.teacher_sn}>
                          {t.name}
                        </option>
                      ))}
                    </select>
                  </span>
                )}
              </label>
            }
            confirm={
              newRole === 'teacher'
                ? `이 회원을 강사 「${profileName ?? '(프로필을 고르지 않음)'}」 프로필과 연결할까요? 그 강사의 강의 질문과 현황을 보게 됩니다.`
                : `이 회원의 권한을 「${ROLE_LABEL[newRole]}」(으)로 바꿀까요?`
            }
            onSubmit={async (reason) => {
              if (newRole === 'teacher' && profile === null) throw new Error('연결할 강사 프로필을 골라 주세요.');
              return setRole.mutateAsync({ id, role: newRole, reason, ...(newRole === 'teacher' && profile !== null ? { teacher_sn: profile } : {}) });
            }}
          />
        )}
      </div>
    </section>
  );
}

/** The teacher profile a teacher's account answers for, by name, with a way to it. */
function LinkedTeacher({ teacherSn }: { teacherSn: number }) {
  const name = useTeachers().data?.list.find((t) => t.teacher_sn === teacherSn)?.name;
  return (
    <Link to={`/teacher/${teacherSn}`} className="font-semibold text-accent-700 underline">
      {name ?? `강사 번호 ${teacherSn}`}
    </Link>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-24 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 break-all text-slate-900">{children}</dd>
    </div>
  );
}
