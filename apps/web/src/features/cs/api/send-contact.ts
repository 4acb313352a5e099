import { useMutation } from '@tanstack/react-query';
import type { ContactInput, Envelope } from '@school/contracts';
import { csApi } from '@school/contracts/endpoints';
import { apiCall } from '../../../lib/api-client';

/** The contact form (name, email, category, title, contents): asked signed out, answered by mail. */
export function sendContact(body: ContactInput): Promise<Envelope<{ inquiry_sn: number }>> {
  return apiCall(csApi.contact, { body, authRedirect: false });
}

export const useSendContactMutation = () => useMutation({ mutationFn: sendContact });
