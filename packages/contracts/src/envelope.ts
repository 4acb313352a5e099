import { z } from 'zod';
import './zod-locale.ts';

/** The body of every API response: success, error, 404 and crash alike. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.string().regex(/^\d{4}$/),
    message: z.string(),
    data,
  });

export const errorEnvelope = envelope(z.null());

export interface Envelope<T> {
  code: string;
  message: string;
  data: T;
}

/** Validation failures list the offending fields, so a form can mark them. */
export const validationIssue = z.object({
  field: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssue>;

/** The `data` of a call that answers none (`response: 'noData'` in an endpoint object). */
export const noData = z.null();
