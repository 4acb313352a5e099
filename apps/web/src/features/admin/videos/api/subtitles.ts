import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubtitleLang } from '@school/contracts/admin';
import { adminVideosApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../../lib/api-client';
import { callParsed } from '../../../../lib/get-parsed';
import { consoleSchemas } from '../../api/console-call';

const key = (lcNo: number) => ['admin', 'subtitles', lcNo];

/** The lecture's WebVTT subtitles. */
export const useSubtitles = (lcNo: number) =>
  useQuery(queryOptions({ queryKey: key(lcNo), queryFn: () => callParsed(adminVideosApi.subtitles, '자막 목록', { params: { lc_no: lcNo }, schemas: consoleSchemas() }) }));

/** The file's text; the same language is replaced. */
export function useUploadSubtitle(lcNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lang, content }: { lang: SubtitleLang; content: string }) =>
      unwrap(await apiCall(adminVideosApi.putSubtitle, { params: { lc_no: lcNo, lang }, body: { content } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(lcNo) }),
  });
}

/** Deletes the lecture's subtitle in one language. */
export function useRemoveSubtitle(lcNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lang: string) => unwrap(await apiCall(adminVideosApi.deleteSubtitle, { params: { lc_no: lcNo, lang: lang as SubtitleLang } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(lcNo) }),
  });
}
