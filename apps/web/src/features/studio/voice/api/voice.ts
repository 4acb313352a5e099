import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsBody } from '@school/contracts';
import { studioApi } from '@school/contracts/endpoints';
import { apiCall, unwrap } from '../../../../lib/api-client';
import { callParsed } from '../../../../lib/get-parsed';

// Learners' voice in the studio (decision 122): review replies, 수강전 문의 answers, 새소식. Studio session throughout.

export const reviewsQuery = () => queryOptions({ queryKey: ['studio', 'voice', 'reviews'], queryFn: () => callParsed(studioApi.reviews, '수강평') });
export const inquiriesQuery = () => queryOptions({ queryKey: ['studio', 'voice', 'inquiries'], queryFn: () => callParsed(studioApi.inquiries, '수강전 문의') });
export const newsQuery = () => queryOptions({ queryKey: ['studio', 'voice', 'news'], queryFn: () => callParsed(studioApi.news, '새소식') });

/** A write whose answer carries the server's Korean message (shown as it is); the voice lists are fetched again. */
function useVoiceWrite<V>(call: (vars: V) => Promise<{ code: string; message: string; data: unknown }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => {
      const envelope = await call(vars);
      unwrap(envelope);
      return envelope.message;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['studio', 'voice'] }),
  });
}

export const useReply = () => useVoiceWrite(({ reviewSn, body }: { reviewSn: number; body: string }) => apiCall(studioApi.replyReview, { params: { review_sn: reviewSn }, body: { body } }));
export const useAnswer = () => useVoiceWrite(({ inquirySn, answer }: { inquirySn: number; answer: string }) => apiCall(studioApi.answerInquiry, { params: { inquiry_sn: inquirySn }, body: { answer } }));
export const usePostNews = () => useVoiceWrite((body: NewsBody) => apiCall(studioApi.postNews, { body }));
