import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import type { StudioDraftBody, StudioSnapshot } from '@school/contracts/admin';
import { FormAlert } from '../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { categoriesQuery, courseSnapshotQuery, studioDraftQuery, useCreateDraft, useSaveDraft, useSubmitDraft } from '../api/studio-queries';
import { studioVideosQuery } from '../api/studio-videos';
import { DraftEditor, EMPTY_SNAPSHOT } from '../components/draft-editor';
import { MyVideos } from '../components/my-videos';
import { STATUS_LABEL } from '../components/status-label';
import { VersionHistory } from '../components/version-history';

/** A proposal not saved yet: a new course, or an edit of a live one (`course`); the first save opens its page. */
function StartDraft({ initial, courseSn, heading }: { initial: StudioSnapshot; courseSn: number | null; heading: string }) {
  const navigate = useNavigate();
  const categories = useQuery(categoriesQuery());
  const videos = useQuery(studioVideosQuery());
  const create = useCreateDraft();
  const submit = useSubmitDraft();
  const open = async (body: StudioDraftBody, review: boolean) => {
    const draft = await create.mutateAsync(body);
    if (review) await submit.mutateAsync(draft.latest.draft_sn);
    void navigate(`/studio/drafts/${draft.latest.draft_sn}`, { replace: true });
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <div className="min-w-0 space-y-4">
        <h1 className="text-xl font-bold">{heading}</h1>
        <DraftEditor
          initial={initial}
          courseSn={courseSn}
          categories={categories.data ?? []}
          videos={videos.data}
          videosFailed={videos.isError}
          editable
          onSave={(b) => open(b, false)}
          onSubmit={(b) => open(b, true)}
        />
      </div>
      <MyVideos />
    </div>
  );
}

export function NewDraftPage() {
  return <StartDraft initial={EMPTY_SNAPSHOT} courseSn={null} heading="새 강의 초안" />;
}

export function EditCoursePage() {
  const courseSn = Number(useParams().courseSn);
  const live = useQuery(courseSnapshotQuery(courseSn));
  if (live.isPending) return <LoadingMessage label="강의를 불러오는 중" />;
  if (live.isError) return <ErrorMessage message={errorMessage(live.error)} />;
  return <StartDraft initial={live.data.snapshot} courseSn={courseSn} heading={`수정 초안: ${live.data.snapshot.title}`} />;
}

/** One proposal: the editor (closed while under review), and every version with the reviewer's comments. */
export function DraftPage() {
  const draftSn = Number(useParams().draftSn);
  const draft = useQuery(studioDraftQuery(draftSn));
  const categories = useQuery(categoriesQuery());
  const videos = useQuery(studioVideosQuery());
  const save = useSaveDraft();
  const submit = useSubmitDraft();
  if (draft.isPending) return <LoadingMessage label="초안을 불러오는 중" />;
  if (draft.isError) return <ErrorMessage message={errorMessage(draft.error)} />;
  const { latest, history } = draft.data;
  const editable = latest.status !== 'submitted' && latest.status !== 'approved';
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <div className="min-w-0 space-y-4">
        <h1 className="text-xl font-bold">{latest.snapshot.title || '제목 없는 초안'}</h1>
        <p className="text-sm text-slate-600">
          {STATUS_LABEL[latest.status]} · {latest.version_no}번째 버전 {latest.course_sn ? '· 공개된 강의의 수정 (공개 전까지 수강생에게 보이지 않습니다)' : '· 새 강의'}
        </p>
        {latest.status === 'returned' && <FormAlert message={`운영자 의견: ${latest.review_comment ?? ''} — 고쳐서 저장하면 새 버전이 됩니다.`} />}
        {!editable && <FormAlert tone="info" message="검토 중인 초안은 고칠 수 없습니다. 검토가 끝나면 다시 고칠 수 있습니다." />}
        <DraftEditor
          key={`${latest.version_sn}-${latest.updated_at}`}
          initial={latest.snapshot}
          courseSn={latest.course_sn}
          categories={categories.data ?? []}
          videos={videos.data}
          videosFailed={videos.isError}
          editable={editable}
          onSave={async (body) => void (await save.mutateAsync({ draftSn, body }))}
          onSubmit={async (body) => {
            await save.mutateAsync({ draftSn, body });
            await submit.mutateAsync(draftSn);
          }}
        />
      </div>
      <div className="min-w-0 space-y-6">
        <VersionHistory history={history} />
        <MyVideos />
      </div>
    </div>
  );
}

/** The teacher's own videos on a page of their own (the menu's 내 영상). */
export function MyVideosPage() {
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-xl font-bold">내 영상</h1>
      <MyVideos />
    </div>
  );
}
