import { useMutation } from '@tanstack/react-query';
import type { Envelope, InquiryBody, InquiryDetail } from '@school/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/my/cs/inquiry {category, title, contents}. */
export function createInquiry(body: InquiryBody): Promise<Envelope<InquiryDetail>> {
  return apiRequest<InquiryDetail>({ method: 'POST', url: '/api/my/cs/inquiry', data: body });
}

export const useCreateInquiryMutation = () => useMutation({ mutationFn: createInquiry });
