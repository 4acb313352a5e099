import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminSubtitleList, subtitlePath, type AdminSubtitle, type SubtitleLang } from '@school/contracts/admin';
import { apiRequest, unwrap } from '../../../../lib/api-client';
import { getParsed } from '../../../../lib/get-parsed';

const key = (lcNo: number) => ['admin', 'subtitles', lcNo];

/** GET /api/admin/lectures/{lc_no}/subtitles: the lecture's WebVTT subtitles. */
export const useSubtitles = (lcNo: number) =>
  useQuery(queryOptions({ queryKey: key(lcNo), queryFn: () => getParsed(subtitlePath(lcNo), adminSubtitleList, '자막 목록') }));

/** PUT /api/admin/lectures/{lc_no}/subtitles/{lang}: the file's text; the same language is replaced. */
export function useUploadSubtitle(lcNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lang, content }: { lang: SubtitleLang; content: string }) =>
      unwrap(await apiRequest<AdminSubtitle>({ method: 'PUT', url: subtitlePath(lcNo, lang), data: { content } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(lcNo) }),
  });
}

/** DELETE /api/admin/lectures/{lc_no}/subtitles/{lang}. */
export function useRemoveSubtitle(lcNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lang: string) => unwrap(await apiRequest<null>({ method: 'DELETE', url: subtitlePath(lcNo, lang as SubtitleLang) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(lcNo) }),
  });
}
