import { useMutation } from '@tanstack/react-query';
import type { ContactInput, Envelope } from '@school/contracts';
import { CONTACT_PATH } from '@school/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/cs/contact {name, email, category, title, contents}: asked signed out, answered by mail. */
export function sendContact(body: ContactInput): Promise<Envelope<{ inquiry_sn: number }>> {
  return apiRequest<{ inquiry_sn: number }>({ method: 'POST', url: CONTACT_PATH, data: body, authRedirect: false });
}

export const useSendContactMutation = () => useMutation({ mutationFn: sendContact });
