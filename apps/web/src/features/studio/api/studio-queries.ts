import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioDraftBody } from '@school/contracts/admin';
import { menuApi, studioApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../lib/api-client';
import { callParsed } from '../../../lib/get-parsed';

// The studio's reads and writes (decisions 115, 122): every call goes through the studio session (lib/http-client.ts).
const schemas = () => import('@school/contracts/admin');

export const studioMeQuery = () => queryOptions({ queryKey: ['studio', 'me'], queryFn: () => callParsed(studioApi.me, '강사', { schemas: schemas() }) });
export const studioCoursesQuery = () => queryOptions({ queryKey: ['studio', 'courses'], queryFn: () => callParsed(studioApi.courses, '내 강의', { schemas: schemas() }) });
export const studioDraftsQuery = () => queryOptions({ queryKey: ['studio', 'drafts'], queryFn: () => callParsed(studioApi.drafts, '초안', { schemas: schemas() }) });
export const studioDraftQuery = (draftSn: number) =>
  queryOptions({ queryKey: ['studio', 'draft', draftSn], queryFn: () => callParsed(studioApi.draft, '초안', { params: { draft_sn: draftSn }, schemas: schemas() }) });
export const courseSnapshotQuery = (courseSn: number) =>
  queryOptions({ queryKey: ['studio', 'course', courseSn], queryFn: () => callParsed(studioApi.courseSnapshot, '강의', { params: { course_sn: courseSn }, schemas: schemas() }) });
/** The public category tree: where a new course's category is picked. */
export const categoriesQuery = () => queryOptions({ queryKey: ['studio', 'categories'], queryFn: () => callParsed(menuApi.menu, '카테고리'), staleTime: 600_000 });

/** A studio change: a refusal becomes an error with the server's Korean message; the studio's answers are fetched again. */
function useStudioChange<V, T>(call: (vars: V) => Promise<{ code: string; message: string; data: T }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => unwrap(await call(vars)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['studio'] }),
  });
}

export const useCreateDraft = () => useStudioChange((body: StudioDraftBody) => apiCall(studioApi.createDraft, { body }));
export const useSaveDraft = () => useStudioChange(({ draftSn, body }: { draftSn: number; body: StudioDraftBody }) => apiCall(studioApi.saveDraft, { params: { draft_sn: draftSn }, body }));
export const useSubmitDraft = () => useStudioChange((draftSn: number) => apiCall(studioApi.submitDraft, { params: { draft_sn: draftSn } }));
