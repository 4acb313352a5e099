import { z } from 'zod';
import './zod-locale.ts';
import { legalTypes } from './constants.ts';
import { idParam } from './id-param.ts';

export type LegalType = keyof typeof legalTypes;
export const legalType = z.enum(Object.keys(legalTypes) as [LegalType, ...LegalType[]], { message: '없는 약관입니다.' });
/** Texts a member agrees to at sign-up (terms, collection of personal data): a new version is announced and answered. */
export const CONSENTED_TYPES: readonly LegalType[] = ['terms', 'collection'];
/** Days between publishing a new version and the day it applies (the specification: 10 days for the terms; 7 for the others). */
export const noticeDays = (type: LegalType) => (type === 'terms' ? 10 : 7);
/** Days a member has to object after being shown the notice; silence then counts as agreement. */
export const OBJECTION_DAYS = 14;

export const legalVersion = z.object({
  version: z.number(),
  title: z.string(),
  effective_on: z.string(),
  published_at: z.string(),
  summary: z.string(),
});
export type LegalVersion = z.infer<typeof legalVersion>;

/** A text as in force today (or the asked version), the versions before it, and one announced to come. */
export const legalDocument = z.object({
  doc_type: legalType,
  version: z.number(),
  title: z.string(),
  effective_on: z.string(),
  html: z.string(),
  versions: z.array(legalVersion),
  upcoming: legalVersion.nullable(),
});
export type LegalDocumentView = z.infer<typeof legalDocument>;
export const legalParams = z.object({ type: legalType });
export const legalVersionParams = z.object({ type: legalType, version: idParam('약관 판') });

/** A new version the member has to answer (or let pass: agreed after `deemed_on`). */
export const legalPendingItem = z.object({
  doc_type: legalType,
  title: z.string(),
  version: z.number(),
  effective_on: z.string(),
  summary: z.string(),
  deemed_on: z.string(),
});
export type LegalPendingItem = z.infer<typeof legalPendingItem>;
export const legalPending = z.object({ list: z.array(legalPendingItem) });
export const legalAnswerBody = z.object({ answer: z.enum(['agree', 'object']) });

export const consentRow = z.object({
  doc_type: z.string(),
  title: z.string(),
  version: z.number(),
  agreed: z.boolean(),
  how: z.enum(['signup', 'agreed', 'objected', 'deemed', 'marketing']),
  created_at: z.string(),
});
export type ConsentRow = z.infer<typeof consentRow>;
export const myConsents = z.object({
  list: z.array(consentRow),
  /** A two-yearly notice of the marketing consent not answered yet (keep or withdraw). */
  marketing_notice_at: z.string().nullable(),
});
