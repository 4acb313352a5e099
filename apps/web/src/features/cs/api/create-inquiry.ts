import { useMutation } from '@tanstack/react-query';
import type { Envelope, InquiryBody, InquiryDetail } from '@school/contracts';
import { csApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** A member's 1:1 inquiry (category, title, contents). */
export function createInquiry(body: InquiryBody): Promise<Envelope<InquiryDetail>> {
  return apiCall(csApi.ask, { body });
}

export const useCreateInquiryMutation = () => useMutation({ mutationFn: createInquiry });
