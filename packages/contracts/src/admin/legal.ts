import { z } from 'zod';
import '../zod-locale.ts';
import { legalType, legalVersion } from '../legal.ts';
import { text } from '../text.ts';

export const adminLegalVersion = legalVersion.extend({ agreed: z.number(), objected: z.number() });
export const adminLegalDoc = z.object({ doc_type: legalType, title: z.string(), current_version: z.number().nullable(), versions: z.array(adminLegalVersion) });
export type AdminLegalDoc = z.infer<typeof adminLegalDoc>;
export const adminLegalDocs = z.object({ list: z.array(adminLegalDoc) });

/** A new version: its full text (simple HTML; anything else is removed), the day it applies and what changed. */
export const legalPublishBody = z.object({
  title: text(100).trim().min(1, { message: '제목을 입력해 주세요.' }),
  html: text(300_000).trim().min(20, { message: '본문을 입력해 주세요.' }),
  effective_on: text(10).regex(/^\d{4}-\d{2}-\d{2}$/, { message: '시행일을 YYYY-MM-DD 형식으로 입력해 주세요.' }),
  summary: text(2000).trim().min(2, { message: '개정 내용을 회원이 알 수 있게 적어 주세요.' }),
});
export type LegalPublishBody = z.infer<typeof legalPublishBody>;
/** The number the new version got. */
export const legalPublishResponse = z.object({ version: z.number() });
