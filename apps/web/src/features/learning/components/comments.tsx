import { type AccuseCode, type CommentItem, KOREA_TIME_ZONE } from '@school/contracts';
import { useId, useState, type FormEvent } from 'react';
import { accuseCodes, accuseReasons, playLimits } from '@school/contracts/plain';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { showConfirm, showError } from '../../../lib/popup';
import { useComments } from '../api/get-comments';
import { useCreateComment } from '../api/create-comment';
import { useEditComment } from '../api/edit-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useAccuseComment } from '../api/accuse-comment';
import { showToast } from '../../../components/ui/toast';

const dateText = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeStyle: 'short', timeZone: KOREA_TIME_ZONE }).format(new Date(iso));

/** Comments of one lecture: list, post, reply, edit and delete one's own, report others'. Text only, never HTML. */
export function Comments({ lcNo }: { lcNo: number }) {
  const comments = useComments(lcNo);
  const create = useCreateComment(lcNo);
  return (
    <section aria-labelledby="comments-title" className="mobile:px-4">
      <h2 id="comments-title" className="text-lg font-bold text-slate-900">
        댓글 {comments.data ? <span className="text-sm font-semibold text-slate-500">{comments.data.total}개</span> : null}
      </h2>
      <CommentForm
        label="댓글 쓰기"
        submitText="등록"
        onSubmit={async (comment) => {
          await create.mutateAsync({ lc_no: lcNo, comment });
        }}
      />
      <div className="mt-5">
        {comments.isPending && <LoadingMessage label="댓글을 불러오는 중입니다" />}
        {comments.isError && <ErrorMessage message={errorMessage(comments.error)} onRetry={() => void comments.refetch()} />}
        {comments.data && comments.data.list.length === 0 && <p className="text-sm text-slate-500">첫 댓글을 남겨 보세요.</p>}
        {comments.data && comments.data.list.length > 0 && (
          <ul className="space-y-4">
            {comments.data.list.map((thread) => (
              <li key={thread.co_sn} className="rounded-2xl border border-slate-200 p-4">
                <Comment lcNo={lcNo} item={thread} gNo={thread.g_no} />
                {thread.replies.length > 0 && (
                  <ul aria-label="답글" className="mt-3 space-y-3 border-l-2 border-slate-100 pl-4">
                    {thread.replies.map((reply) => (
                      <li key={reply.co_sn}>
                        <Comment lcNo={lcNo} item={reply} gNo={thread.g_no} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function Comment({ lcNo, item, gNo }: { lcNo: number; item: CommentItem; gNo: number }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'reply' | 'report'>('view');
  const create = useCreateComment(lcNo);
  const edit = useEditComment(lcNo);
  const remove = useDeleteComment(lcNo);
  const accuse = useAccuseComment(lcNo);

  // The server's placeholder text: deleted by its author, or hidden under the operating policy (replies stay).
  if (item.is_deleted === 'Y' || item.is_hidden === 'Y') return <p className="text-sm text-slate-500">{item.comment}</p>;
  const action = 'rounded px-1.5 py-1 text-[13px] font-semibold text-slate-500 hover:bg-slate-100 hover:text-slate-800';
  return (
    <article aria-label={`${item.nickname}의 댓글`}>
      <p className="flex flex-wrap items-baseline gap-2 text-sm">
        <span className="font-bold text-slate-900">{item.nickname}</span>
        {item.is_mine === 'Y' && <span className="rounded bg-accent-50 px-1.5 text-[11px] font-bold text-accent-700">내 댓글</span>}
        <time dateTime={item.created_at} className="text-[12px] text-slate-400">
          {dateText(item.created_at)}
          {item.updated_at !== item.created_at && ' (수정됨)'}
        </time>
      </p>
      {mode === 'edit' ? (
        <CommentForm
          label="댓글 수정"
          submitText="저장"
          initial={item.comment}
          onCancel={() => setMode('view')}
          onSubmit={async (comment) => {
            await edit.mutateAsync({ coSn: item.co_sn, comment });
            setMode('view');
          }}
        />
      ) : (
        <p className="mt-1 text-[15px] whitespace-pre-line text-slate-800">{item.comment}</p>
      )}
      {mode !== 'edit' && (
        <div className="mt-1 flex flex-wrap gap-1">
          <button type="button" className={action} onClick={() => setMode(mode === 'reply' ? 'view' : 'reply')} aria-expanded={mode === 'reply'}>
            답글
          </button>
          {item.is_mine === 'Y' ? (
            <>
              <button type="button" className={action} onClick={() => setMode('edit')}>
                수정
              </button>
              <button
                type="button"
                className={action}
                onClick={() => {
                  void (async () => {
                    if (!(await showConfirm('댓글을 삭제할까요?', { yesText: '삭제' }))) return;
                    try {
                      await remove.mutateAsync(item.co_sn);
                      showToast('댓글을 삭제했어요.');
                    } catch (error) {
                      void showError(errorMessage(error));
                    }
                  })();
                }}
              >
                삭제
              </button>
            </>
          ) : (
            <button type="button" className={action} onClick={() => setMode(mode === 'report' ? 'view' : 'report')} aria-expanded={mode === 'report'}>
              신고
            </button>
          )}
        </div>
      )}
      {mode === 'reply' && (
        <CommentForm
          label={`${item.nickname}님에게 답글 쓰기`}
          submitText="답글 등록"
          onCancel={() => setMode('view')}
          onSubmit={async (comment) => {
            await create.mutateAsync({ lc_no: lcNo, comment, g_no: gNo, parent: item.co_sn });
            setMode('view');
          }}
        />
      )}
      {mode === 'report' && (
        <ReportForm
          onCancel={() => setMode('view')}
          onSubmit={async (code) => {
            await accuse.mutateAsync({ coSn: item.co_sn, code });
            setMode('view');
            showToast('신고를 접수했어요.');
          }}
        />
      )}
    </article>
  );
}

function CommentForm({
  label,
  submitText,
  initial = '',
  onSubmit,
  onCancel,
}: {
  label: string;
  submitText: string;
  initial?: string;
  onSubmit: (comment: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('댓글 내용을 입력해 주세요.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(text.trim());
      setText('');
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-3">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={playLimits.commentMax}
        rows={2}
        placeholder={label}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full resize-y rounded-xl border border-slate-300 px-3 py-2 text-[15px] focus:border-accent-500 focus:ring-2 focus:ring-accent-200 focus:outline-none"
      />
      <div className="mt-1 flex items-center justify-between gap-2">
        <p className="text-[12px] text-slate-400">
          {text.length}/{playLimits.commentMax}
        </p>
        <div className="flex gap-2">
          {onCancel && (
            <button type="button" onClick={onCancel} className="h-9 rounded-lg px-3 text-sm font-semibold text-slate-600 hover:bg-slate-100">
              취소
            </button>
          )}
          <button type="submit" disabled={busy} className="h-9 rounded-lg bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-60">
            {submitText}
          </button>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      )}
    </form>
  );
}

function ReportForm({ onSubmit, onCancel }: { onSubmit: (code: AccuseCode) => Promise<void>; onCancel: () => void }) {
  const id = useId();
  const [code, setCode] = useState<AccuseCode | ''>('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="mt-2 flex flex-wrap items-center gap-2 rounded-xl bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!code) {
          setError('신고 사유를 골라 주세요.');
          return;
        }
        onSubmit(code).catch((err: unknown) => setError(errorMessage(err)));
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        신고 사유
      </label>
      <select
        id={id}
        value={code}
        onChange={(e) => setCode(e.target.value as AccuseCode)}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
      >
        <option value="">선택해 주세요</option>
        {accuseReasons.map((key) => (
          <option key={key} value={key}>
            {accuseCodes[key]}
          </option>
        ))}
      </select>
      <button type="submit" className="h-9 rounded-lg bg-rose-600 px-3 text-sm font-semibold text-white hover:bg-rose-700">
        신고하기
      </button>
      <button type="button" onClick={onCancel} className="h-9 rounded-lg px-3 text-sm font-semibold text-slate-600 hover:bg-slate-100">
        취소
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-rose-700">
          {error}
        </p>
      )}
    </form>
  );
}
